import type { Database } from '@postradar/db';
import { runDueHarvests, type AdsArchiveClient } from '@postradar/ingest';
import type { FastifyBaseLogger } from 'fastify';
import { scheduleLeasedJob, type ScheduledJob } from './schedule-leased-job';

/** The lease of Ad Library searches: one process, one run at a time (also taken by the commands). */
export const META_HARVESTS_JOB = 'meta-harvests';
/** How long a claim holds; a run renews it after every page. */
export const META_HARVESTS_LEASE_MS = 10 * 60_000;

/**
 * Runs due Ad Library harvests in the background (decision 0051): every minute each API process
 * tries the lease; the one that gets it runs what is due, one run at a time, renewing the lease
 * after every page, and gives it back when done.
 */
export function scheduleMetaHarvests(
  db: Database,
  {
    client,
    log,
    tickMs = 60_000,
  }: { client: AdsArchiveClient; log: FastifyBaseLogger; tickMs?: number },
): ScheduledJob {
  return scheduleLeasedJob(
    db,
    {
      name: META_HARVESTS_JOB,
      tickMs,
      leaseMs: () => META_HARVESTS_LEASE_MS,
      releaseAfterRun: true,
      run: async (signal, lease) => {
        const result = await runDueHarvests(db, {
          client,
          signal,
          afterPage: lease.renew,
          onStorageError: (error) => log.error({ err: error }, 'storing an Ad Library page failed'),
        });
        return {
          runs: result.runs,
          ...(result.blockedUntil ? { pausedUntil: result.blockedUntil.toISOString() } : {}),
        };
      },
    },
    log,
  );
}
