import type { Database } from '@postradar/db';
import type { FastifyBaseLogger } from 'fastify';
import { continueDemoCorpus } from './continue-demo-corpus';
import { scheduleLeasedJob, type ScheduledJob } from './schedule-leased-job';

export const DEMO_CORPUS_CONTINUATION_JOB = 'continue-demo-corpus';

const HOUR = 3_600_000;

/**
 * Keeps a demo corpus alive (decision 0021): once an hour, across all API processes, its posts
 * get their snapshots up to the current hour. `clock` stands in for the time in tests.
 */
export function scheduleDemoCorpusContinuation(
  db: Database,
  { log, clock = () => new Date() }: { log: FastifyBaseLogger; clock?: () => Date },
): ScheduledJob {
  return scheduleLeasedJob(
    db,
    {
      name: DEMO_CORPUS_CONTINUATION_JOB,
      tickMs: 60_000,
      // Held until the next hour begins, when there is a new point to write.
      leaseMs: () => HOUR - (clock().getTime() % HOUR),
      run: async (signal) => {
        const summary = await continueDemoCorpus(db, { clock, signal });
        if (!summary) return { skipped: true };
        if (summary.status !== 'succeeded') throw new Error(summary.failure ?? summary.status);
        log.info(
          { snapshots: summary.stored, source: summary.source },
          'demo corpus continued to the current hour',
        );
        return { snapshots: summary.stored, source: summary.source };
      },
    },
    log,
  );
}
