import { refreshRecentPostMetrics, type Database } from '@postradar/db';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { claimJobLease, recordJobResult } from './job-lease';

export const METRICS_REFRESH_JOB = 'refresh-recent-post-metrics';

export interface ScheduledJob {
  /** Runs one tick now (tests, start-up); resolves when it is done. */
  runNow(): Promise<void>;
  /** No more ticks; waits for a running one to finish. */
  stop(): Promise<void>;
}

/**
 * Recomputes trending gains and spike scores as time passes (refreshRecentPostMetrics, decision
 * 0007) every `intervalMs`. Every API process ticks, but a tick runs the job only if it claims the
 * period's lease, so with several processes it runs once per period (decision 0015).
 */
export function scheduleMetricsRefresh(
  db: Database,
  { intervalMs, log }: { intervalMs: number; log: FastifyBaseLogger },
): ScheduledJob {
  const holder = randomUUID();
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = async () => {
    if (!(await claimJobLease(db, METRICS_REFRESH_JOB, holder, intervalMs))) return;
    const started = Date.now();
    try {
      const posts = await refreshRecentPostMetrics(db, { now: new Date() });
      await recordJobResult(db, METRICS_REFRESH_JOB, { posts, ms: Date.now() - started });
      log.debug({ posts, ms: Date.now() - started }, 'trending and spike scores refreshed');
    } catch (error) {
      log.error({ err: error }, 'refreshing trending and spike scores failed');
      await recordJobResult(db, METRICS_REFRESH_JOB, { error: String(error) }).catch(() => {});
    }
  };
  const runNow = () => {
    running ??= tick().finally(() => {
      running = null;
    });
    return running;
  };
  // Ticks are at most a minute apart so a process notices soon when another one stopped.
  const timer = setInterval(
    () => {
      if (!stopped) void runNow();
    },
    Math.min(intervalMs, 60_000),
  );
  timer.unref();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
