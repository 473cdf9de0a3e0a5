import type { ImportLine, ImportSummary } from '@postradar/contracts';
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
import { StorePipeline } from './store-pipeline';
import { TouchedEntities } from './touched-entities';

/** Rejected lines kept in the run's summary; all of them are counted. */
export const MAX_REPORTED_ERRORS = 100;
export const DEFAULT_BATCH_LINES = 2000;

export interface ImportOptions {
  /** Where the lines come from, kept with the run: a file name, `stdin`, `admin-api`, ... */
  source: string;
  /** The staff member who started it. */
  startedBy?: string | null;
  /** Valid lines per transaction (more, up to twice as many, to keep a post's metrics together). */
  batchLines?: number;
  /** The time the derived engagement is computed for; the current time by default. */
  now?: () => Date;
  /** Called after every stored batch with the counts so far. */
  onProgress?: (progress: ImportProgress) => void;
  /**
   * Called with the error that ended a failed run. A failure of the input keeps its message in
   * the run; any other (a database error: its SQL and values) is recorded only as
   * `storageFailure`, so log it here.
   */
  onFailure?: (error: unknown) => void;
}

/** The failure recorded for a run that an error other than the input's stopped. */
export const storageFailure =
  'a server error stopped the import while storing lines (the lines stored before it are kept)';

/** An error thrown while reading the input: a broken stream, an answer of the API read from. */
class InputFailure extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

async function* reading<T>(input: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* input;
  } catch (error) {
    throw new InputFailure(error);
  }
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
 * Whether a full batch ends before `line`. Not inside one post's metrics lines (up to twice the
 * size): consecutive batches then rarely write the same post and can be stored side by side.
 */
function endsBefore(batch: ImportBatch, line: ImportLine, batchLines: number) {
  if (batch.size < batchLines) return false;
  return batch.size >= 2 * batchLines || !batch.continuedBy(line);
}

/**
 * Imports NDJSON (docs/data-format.md) from a stream of text or bytes, in constant memory: lines
 * are validated one by one (an invalid line is counted, reported with its number and reason, and
 * skipped), valid ones are stored in batches of idempotent upserts while the next batch is read,
 * then the counts of the pages, domains and pixels written are recomputed (decision 0040), and
 * the run's summary is kept in import_runs. A failure of the input or of the database ends
 * the run as 'failed' with the reason (a database error's details only go to `onFailure`); the
 * summary is returned either way.
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
  const touched = new TouchedEntities();
  let batch = new ImportBatch();

  const pipeline = new StorePipeline(db, now, async (stored, result) => {
    touched.add(stored);
    for (const [key, amount] of Object.entries(result.changes)) add(tally.changes, key, amount);
    const failedLines = new Set<number>();
    for (const error of result.errors) {
      if (failedLines.has(error.number)) continue;
      failedLines.add(error.number);
      tally.skip(error.number, error.type, error.reason);
    }
    for (const [number, type] of stored.lineTypes) {
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
  });
  const flush = async () => {
    if (batch.size === 0) return;
    // Stored while the next batch is read and validated (and beside it when independent).
    await pipeline.add(batch);
    batch = new ImportBatch();
  };

  try {
    for await (const raw of readLines(reading(input))) {
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
      if (endsBefore(batch, parsed.line, batchLines)) await flush();
      batch.add(raw.number, parsed.line);
      // Nothing continues a page or domain line: a batch full with one is stored at once.
      if (batch.size >= batchLines && !batch.mayContinue) await flush();
    }
    await flush();
    await pipeline.drain();
    await touched.refresh(db);
    return toImportSummary(await saveImportRun(db, run.id, tally.progress('succeeded', null)));
  } catch (error) {
    // A full batch held for more of its post's metrics is stored, as it was when it filled up.
    if (batch.size >= batchLines) await flush().catch(() => undefined);
    await pipeline.drain().catch(() => undefined);
    // What was committed is counted all the same.
    await touched.refresh(db).catch(() => undefined);
    options.onFailure?.(error instanceof InputFailure ? error.reason : error);
    const failure = error instanceof InputFailure ? error.message : storageFailure;
    return toImportSummary(await saveImportRun(db, run.id, tally.progress('failed', failure)));
  }
}
