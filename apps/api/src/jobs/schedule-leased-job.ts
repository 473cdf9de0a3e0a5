import type { Database } from '@postradar/db';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { claimJobLease, recordJobResult, releaseJobLease, renewJobLease } from './job-lease';

export interface ScheduledJob {
  /** Runs one tick now (tests, start-up); resolves when it is done. */
  runNow(): Promise<void>;
  /** No more ticks; aborts a running one and waits for it to finish. */
  stop(): Promise<void>;
}

export interface LeasedJob {
  /** The lease's name (job_leases.name). */
  name: string;
  /** How often each process tries to claim the lease. */
  tickMs: number;
  /** How long a claim made now holds: nobody runs the job again before it runs out. */
  leaseMs: () => number;
  /**
   * The job; what it returns is recorded on the lease row. It should stop soon once aborted. A
   * long job calls `renew` now and then to extend its claim, and stops when it answers false.
   */
  run: (
    signal: AbortSignal,
    lease: { renew: () => Promise<boolean> },
  ) => Promise<Record<string, unknown>>;
  /**
   * Gives the lease back when a run ends, so that the next tick anywhere (or another command)
   * may claim it at once: for jobs that decide themselves whether there is work, rather than
   * running once per lease.
   */
  releaseAfterRun?: boolean;
}

/**
 * Runs `job` periodically under its lease (decision 0016): every API process ticks, but a tick
 * runs the job only if it claims the lease, so with several processes it runs once per lease.
 * The run's result and time, or its error, are recorded on the lease row; a run cut short by
 * stop() gives its lease back.
 */
export function scheduleLeasedJob(
  db: Database,
  job: LeasedJob,
  log: FastifyBaseLogger,
): ScheduledJob {
  const holder = randomUUID();
  const stopping = new AbortController();
  let running: Promise<void> | null = null;

  const tick = async () => {
    if (!(await claimJobLease(db, job.name, holder, job.leaseMs()))) return;
    const started = Date.now();
    try {
      const renew = () => renewJobLease(db, job.name, holder, job.leaseMs());
      const result = { ...(await job.run(stopping.signal, { renew })), ms: Date.now() - started };
      await recordJobResult(db, job.name, result);
      log.debug({ job: job.name, ...result }, 'job finished');
    } catch (error) {
      log.error({ err: error, job: job.name }, 'job failed');
      await recordJobResult(db, job.name, { error: String(error) }).catch(() => {});
    }
    // Stopped midway: whoever ticks next (another process, or this one restarted) goes on.
    if (stopping.signal.aborted || job.releaseAfterRun) {
      await releaseJobLease(db, job.name, holder).catch(() => {});
    }
  };
  const runNow = () => {
    running ??= tick().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopping.signal.aborted) void runNow();
  }, job.tickMs);
  timer.unref();

  return {
    runNow,
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
