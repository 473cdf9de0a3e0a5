import type { Database } from '@postradar/db';
import type { ImportBatch } from './import-batch';
import { storeBatch, type StoreResult } from './store-batch';

/**
 * Batches stored at once, each in its own transaction: PostgreSQL runs one statement on one core,
 * so a second transaction lets the database use the second core while the first one works
 * (docs/benchmarks.md, Import). On PGlite, which has one connection, they simply take turns.
 */
export const CONCURRENT_BATCHES = 2;
/** Hosts remembered as stored; beyond this the memory starts again (batches then wait more). */
const MAX_STORED_HOSTS = 100_000;

interface InFlight {
  batch: ImportBatch;
  /** Settles once the batch's result is reported (or its failure recorded); never rejects. */
  reported: Promise<void>;
}

/**
 * Stores batches in the order they are added, up to CONCURRENT_BATCHES at a time, with the outcome
 * of storing them one after another: a batch starts beside the ones in flight only when it cannot
 * depend on them (`ImportBatch.canRunBeside`), and results are reported in order. Each batch
 * commits on its own, never waiting in the client for another: every wait between transactions is
 * then a lock wait that PostgreSQL sees, so a deadlock with another import is detected, not hung.
 * After a failure no batch is started; the ones already committed are still reported.
 */
export class StorePipeline {
  private inFlight: InFlight[] = [];
  private lastReport: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | undefined;
  private readonly storedHosts = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly report: (batch: ImportBatch, result: StoreResult) => Promise<void>,
  ) {}

  /** Starts storing `batch` as soon as it may; throws the first failure of an earlier batch. */
  async add(batch: ImportBatch): Promise<void> {
    while (!this.failure && this.inFlight.length > 0 && !this.mayStart(batch)) {
      await this.inFlight[0]?.reported;
    }
    if (this.failure) throw this.failure.error;
    const stored = storeBatch(this.db, batch, this.now()).then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    const entry: InFlight = { batch, reported: Promise.resolve() };
    entry.reported = this.settle(entry, stored, this.lastReport);
    this.inFlight.push(entry);
    this.lastReport = entry.reported;
  }

  /** Waits until every batch added is reported; throws the first failure, in file order. */
  async drain(): Promise<void> {
    await this.lastReport;
    if (this.failure) throw this.failure.error;
  }

  /** Reports the batch's result after the previous batch's, or records its failure. */
  private async settle(
    entry: InFlight,
    stored: Promise<{ result: StoreResult } | { error: unknown }>,
    previous: Promise<void>,
  ) {
    const outcome = await stored;
    await previous;
    this.inFlight.splice(this.inFlight.indexOf(entry), 1);
    try {
      if ('error' in outcome) throw outcome.error;
      this.remember(entry.batch);
      await this.report(entry.batch, outcome.result);
    } catch (error) {
      this.failure ??= { error };
    }
  }

  private mayStart(batch: ImportBatch) {
    return (
      this.inFlight.length < CONCURRENT_BATCHES &&
      this.inFlight.every((entry) => batch.canRunBeside(entry.batch, this.storedHosts))
    );
  }

  /** Every host a committed batch declared or linked to is stored now. */
  private remember(batch: ImportBatch) {
    const hosts = [...batch.domains.keys(), ...batch.linkedHosts];
    if (this.storedHosts.size + hosts.length > MAX_STORED_HOSTS) this.storedHosts.clear();
    for (const host of hosts) this.storedHosts.add(host);
  }
}
