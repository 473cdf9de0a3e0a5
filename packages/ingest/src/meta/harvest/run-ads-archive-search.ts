import type { Database, MetaHarvestRun } from '@postradar/db';
import { adsArchiveQuerySchema, mediaPasses } from '../ads-archive-query';
import { MetaRateLimitPause, type AdsArchiveClient } from '../ads-archive-client';
import { commercialCoverageWarning } from '../coverage';
import { MetaGraphError } from '../graph-error';
import { archivedAdLines } from '../map-archived-ad';
import { budgetStep } from '../rate-budget';
import { storeLines } from '../../import/store-lines';
import {
  findHarvestRun,
  markFinished,
  markPaused,
  markRunning,
  recordPage,
} from './harvest-run-repository';

/** Recorded for a run that an error of PostRadar's own (the database) stopped. */
export const storageFailure =
  'a server error stopped the run while storing a page (the pages stored before it are kept)';

export interface RunSearchOptions {
  client: AdsArchiveClient;
  now?: () => Date;
  /** Waits between pages when the rate budget runs low; resolves early once `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Stops the run after the page in progress; it stays 'running' and resumes from its cursor. */
  signal?: AbortSignal;
  /** Called after every stored page (to renew a lease); `false` stops the run as an abort does. */
  afterPage?: () => Promise<boolean>;
  /** Called with the error behind a `storageFailure`, whose details the run does not keep. */
  onStorageError?: (error: unknown) => void;
}

export type RunOutcome = {
  /** `interrupted`: stopped by the signal or afterPage; still 'running' in the table. */
  status: 'succeeded' | 'failed' | 'paused' | 'interrupted';
  run: MetaHarvestRun;
};

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Runs (or resumes) a run of an Ad Library search: every media pass, page after page from the
 * recorded cursor. Each page is stored together with the run's new position in one transaction,
 * so a run stopped at any point (killed, paused, failed) resumes at the first page not stored,
 * and no ad is lost or stored twice. A spent rate budget pauses the run (status 'paused' until
 * the budget is back) instead of failing it; a budget running low slows it down.
 */
export async function runAdsArchiveSearch(
  db: Database,
  runId: number,
  options: RunSearchOptions,
): Promise<RunOutcome> {
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? abortableSleep;
  const initial = await findHarvestRun(db, runId);
  if (!initial) throw new Error(`no Ad Library run ${runId}`);
  const outcome = async (status: RunOutcome['status']): Promise<RunOutcome> => ({
    status,
    run: (await findHarvestRun(db, runId)) ?? initial,
  });
  if (initial.status === 'succeeded') return outcome('succeeded');
  const query = adsArchiveQuerySchema.parse(initial.query);
  const passes = mediaPasses(query);
  await markRunning(db, runId, now());

  let { pass, cursor, pageLimit: limit } = initial;
  while (pass < passes.length) {
    if (options.signal?.aborted) return outcome('interrupted');
    const mediaType = passes[pass] ?? 'ALL';
    let page;
    try {
      page = await options.client.fetchPage(
        { query, mediaType, limit, after: cursor },
        options.signal,
      );
    } catch (error) {
      if (options.signal?.aborted) return outcome('interrupted');
      if (error instanceof MetaRateLimitPause) {
        await markPaused(db, runId, error.until, error.message, now());
        return outcome('paused');
      }
      if (error instanceof MetaGraphError) {
        await markFinished(db, runId, { status: 'failed', failure: error.message }, now());
        return outcome('failed');
      }
      throw error;
    }
    const lines = archivedAdLines(page.ads, { mediaType, countries: query.countries });
    const next = page.next ? { pass, cursor: page.next } : { pass: pass + 1, cursor: null };
    let touched;
    try {
      touched = await db.transaction(async (tx) => {
        const transaction = tx as unknown as Database;
        const stored = await storeLines(transaction, lines, now());
        await recordPage(
          transaction,
          runId,
          {
            ...next,
            pageLimit: page.limit,
            adsSeen: page.ads.length,
            adsNew: stored.changes['posts.created'] ?? 0,
            adsUpdated: stored.changes['posts.updated'] ?? 0,
            errors: [
              ...page.recovered,
              ...stored.rejected.map((rejected) => `an ad was not stored: ${rejected.reason}`),
            ],
          },
          now(),
        );
        return stored.touched;
      });
    } catch (error) {
      options.onStorageError?.(error);
      await markFinished(db, runId, { status: 'failed', failure: storageFailure }, now());
      return outcome('failed');
    }
    await touched.refresh(db);
    ({ pass, cursor } = next);
    limit = page.limit;
    if (options.afterPage && !(await options.afterPage())) return outcome('interrupted');
    if (pass >= passes.length) break;
    const step = budgetStep(page.usage, now());
    if (step.kind === 'pause') {
      await markPaused(db, runId, step.until, step.reason, now());
      return outcome('paused');
    }
    if (step.delayMs > 0) await sleep(step.delayMs, options.signal);
  }
  const finished = await findHarvestRun(db, runId);
  const warning = commercialCoverageWarning(query);
  const notice = finished?.adsSeen === 0 && warning ? `0 results. ${warning}` : warning;
  await markFinished(db, runId, { status: 'succeeded', notice }, now());
  return outcome('succeeded');
}
