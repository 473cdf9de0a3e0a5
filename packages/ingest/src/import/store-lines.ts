import type { ImportLineInput } from '@postradar/contracts';
import type { Database, ImportLineError } from '@postradar/db';
import { parseImportLine } from '../ndjson/parse-line';
import { ImportBatch } from './import-batch';
import { storeBatch } from './store-batch';
import { TouchedEntities } from './touched-entities';

export interface StoredLines {
  /** Rows created and changed per table ('posts.created', 'posts.updated', ...). */
  changes: Record<string, number>;
  /** Lines that were not stored, numbered from 1 in the order given, with why. */
  rejected: ImportLineError[];
  /** The pages and stores written, whose counts are recomputed after the commit. */
  touched: TouchedEntities;
}

/**
 * A source's short list of lines (one page of an API's answer) validated like NDJSON lines and
 * stored as one batch in one transaction, which may be the caller's: a caller that records where
 * it is in the same transaction then never stores a page twice nor skips one. Call
 * `touched.refresh(db)` once committed.
 */
export async function storeLines(
  db: Database,
  lines: readonly ImportLineInput[],
  now: Date,
): Promise<StoredLines> {
  const batch = new ImportBatch();
  const rejected: ImportLineError[] = [];
  lines.forEach((value, index) => {
    const parsed = parseImportLine(JSON.stringify(value));
    if (parsed.ok) batch.add(index + 1, parsed.line);
    else rejected.push({ line: index + 1, reason: parsed.reason });
  });
  const touched = new TouchedEntities();
  if (batch.size === 0) return { changes: {}, rejected, touched };
  const result = await storeBatch(db, batch, now);
  touched.add(batch);
  for (const error of result.errors) rejected.push({ line: error.number, reason: error.reason });
  return { changes: result.changes, rejected, touched };
}
