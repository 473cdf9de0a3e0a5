import { RECENT_WINDOW_MS, refreshRecentPostMetrics, type Database } from '@postradar/db';
import type { FastifyBaseLogger } from 'fastify';
import { lastJobResult } from './job-lease';
import { scheduleLeasedJob, type ScheduledJob } from './schedule-leased-job';

export const METRICS_REFRESH_JOB = 'refresh-recent-post-metrics';

/** After a longer pause, at most this far back: older posts keep the values they had. */
const MAX_CATCH_UP_MS = 30 * 24 * 3_600_000;

/**
 * Where this run starts: 26 hours before the previous run (recorded as `through`), so that the
 * posts that went quiet while no process ran the job are settled too; without a previous run,
 * the usual 26 hours.
 */
async function catchUpSince(db: Database, now: Date): Promise<Date | undefined> {
  const through = (await lastJobResult(db, METRICS_REFRESH_JOB))?.through;
  if (typeof through !== 'string' || Number.isNaN(Date.parse(through))) return undefined;
  const since = Date.parse(through) - RECENT_WINDOW_MS;
  return new Date(Math.max(since, now.getTime() - MAX_CATCH_UP_MS));
}

/**
 * Recomputes trending gains and spike scores as time passes (refreshRecentPostMetrics, decision
 * 0007) once every `intervalMs` across all API processes (decision 0016), catching up on the
 * posts measured since the previous run after a pause.
 */
export function scheduleMetricsRefresh(
  db: Database,
  {
    intervalMs,
    log,
    now = () => new Date(),
  }: { intervalMs: number; log: FastifyBaseLogger; now?: () => Date },
): ScheduledJob {
  return scheduleLeasedJob(
    db,
    {
      name: METRICS_REFRESH_JOB,
      // Ticks are at most a minute apart so a process notices soon when another one stopped.
      tickMs: Math.min(intervalMs, 60_000),
      leaseMs: () => intervalMs,
      run: async () => {
        const at = now();
        const since = await catchUpSince(db, at);
        const posts = await refreshRecentPostMetrics(db, { now: at, since });
        return { posts, through: at.toISOString() };
      },
    },
    log,
  );
}
