import { analyzeStaleTables, type Database } from '@postradar/db';
import type { FastifyBaseLogger } from 'fastify';
import { scheduleLeasedJob, type ScheduledJob } from './schedule-leased-job';

export const STATISTICS_UPKEEP_JOB = 'analyze-stale-tables';

/** How often the tables are looked at: imports and the demo corpus's hours change them slowly. */
const UPKEEP_INTERVAL_MS = 10 * 60_000;

/**
 * The part of autovacuum that PGlite lacks (decision 0064): every ten minutes, and once as the
 * server starts, analyzes the tables that were never analyzed or changed enough since.
 */
export function scheduleStatisticsUpkeep(db: Database, log: FastifyBaseLogger): ScheduledJob {
  return scheduleLeasedJob(
    db,
    {
      name: STATISTICS_UPKEEP_JOB,
      tickMs: UPKEEP_INTERVAL_MS,
      leaseMs: () => UPKEEP_INTERVAL_MS,
      run: async () => ({ analyzed: await analyzeStaleTables(db) }),
      releaseAfterRun: true,
    },
    log,
  );
}
