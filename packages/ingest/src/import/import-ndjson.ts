import type { ImportSummary } from '@postradar/contracts';
import type { Database, ImportLineError } from '@postradar/db';
import { parseImportLine } from '../ndjson/parse-line';
import { readLines } from '../ndjson/read-lines';
import { ImportBatch } from './import-batch';
import {
  createImportRun,
  saveImportRun,
  toImportSummary,
  type ImportRunProgress,
} from './import-run-repository';
import { storeBatch } from './store-batch';

/** Rejected lines kept in the run's summary; all of them are counted. */
export const MAX_REPORTED_ERRORS = 100;
export const DEFAULT_BATCH_LINES = 2000;

export interface ImportOptions {
  /** Where the lines come from, kept with the run: a file name, `stdin`, `admin-api`, ... */
  source: string;
  /** The staff member who started it. */
  startedBy?: string | null;
  /** Valid lines per transaction. */
  batchLines?: number;
  /** The time the derived engagement is computed for; the current time by default. */
  now?: () => Date;
  /** Called after every stored batch with the counts so far. */
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportProgress {
  linesRead: number;
  stored: number;
  skipped: number;
  storedByType: Record<string, number>;
}

function add(counts: Record<string, number>, key: string, amount = 1) {
  counts[key] = (counts[key] ?? 0) + amount;
}

class Tally {
  linesRead = 0;
  stored = 0;
  skipped = 0;
  storedByType: Record<string, number> = {};
  skippedByType: Record<string, number> = {};
  changes: Record<string, number> = {};
  errors: ImportLineError[] = [];

  skip(line: number, type: string, reason: string) {
    this.skipped++;
    add(this.skippedByType, type);
    if (this.errors.length < MAX_REPORTED_ERRORS) this.errors.push({ line, reason });
  }

  progress(status: ImportRunProgress['status'], failure: string | null): ImportRunProgress {
    return {
      status,
      linesRead: this.linesRead,
      stored: this.stored,
      skipped: this.skipped,
      storedByType: this.storedByType,
      skippedByType: this.skippedByType,
      changes: this.changes,
      errors: [...this.errors].sort((a, b) => a.line - b.line),
      failure,
      finishedAt: status === 'running' ? null : new Date(),
    };
  }
}

/**
 * Imports NDJSON (docs/data-format.md) from a stream of text or bytes, in constant memory: lines
 * are validated one by one (an invalid line is counted, reported with its number and reason, and
 * skipped), valid ones are stored in batches of idempotent upserts while the next batch is read,
 * and the run's summary is kept in import_runs. A failure of the input or of the database ends
 * the run as 'failed' with the reason; the summary is returned either way.
 */
export async function importNdjson(
  db: Database,
  input: AsyncIterable<string | Uint8Array>,
  options: ImportOptions,
): Promise<ImportSummary> {
  const batchLines = options.batchLines ?? DEFAULT_BATCH_LINES;
  const now = options.now ?? (() => new Date());
  const run = await createImportRun(db, options);
  const tally = new Tally();
  let batch = new ImportBatch();
  let types = new Map<number, string>();
  let storing: Promise<void> = Promise.resolve();

  const flush = (full: ImportBatch, lineTypes: Map<number, string>) => async () => {
    if (full.size === 0) return;
    const result = await storeBatch(db, full, now());
    for (const [key, amount] of Object.entries(result.changes)) add(tally.changes, key, amount);
    const failedLines = new Set<number>();
    for (const error of result.errors) {
      if (failedLines.has(error.number)) continue;
      failedLines.add(error.number);
      tally.skip(error.number, error.type, error.reason);
    }
    for (const [number, type] of lineTypes) {
      if (failedLines.has(number)) continue;
      tally.stored++;
      add(tally.storedByType, type);
    }
    await saveImportRun(db, run.id, tally.progress('running', null));
    options.onProgress?.({
      linesRead: tally.linesRead,
      stored: tally.stored,
      skipped: tally.skipped,
      storedByType: tally.storedByType,
    });
  };

  try {
    for await (const raw of readLines(input)) {
      tally.linesRead++;
      if (raw.error !== undefined) {
        tally.skip(raw.number, 'unknown', raw.error);
        continue;
      }
      const parsed = parseImportLine(raw.text);
      if (!parsed.ok) {
        tally.skip(raw.number, parsed.type, parsed.reason);
        continue;
      }
      batch.add(raw.number, parsed.line);
      types.set(raw.number, parsed.line.type);
      if (batch.size >= batchLines) {
        // One batch is stored while the next is read and validated.
        await storing;
        storing = flush(batch, types)();
        storing.catch(() => undefined);
        batch = new ImportBatch();
        types = new Map();
      }
    }
    await storing;
    await flush(batch, types)();
    return toImportSummary(await saveImportRun(db, run.id, tally.progress('succeeded', null)));
  } catch (error) {
    await storing.catch(() => undefined);
    const failure = error instanceof Error ? error.message : String(error);
    return toImportSummary(await saveImportRun(db, run.id, tally.progress('failed', failure)));
  }
}
