import type { Database } from '@postradar/db';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { claimJobLease, releaseJobLease, renewJobLease } from '../../jobs/job-lease';
import { META_HARVESTS_JOB, META_HARVESTS_LEASE_MS } from '../../jobs/schedule-meta-harvests';

/**
 * Runs `work` holding the Ad Library lease that the API processes' harvests take too, so that a
 * command never runs beside a harvest (one run at a time, within one rate budget). `renew` extends
 * the claim; it is given back at the end.
 */
export async function withHarvestLease<T>(
  db: Database,
  work: (renew: () => Promise<boolean>) => Promise<T>,
): Promise<T> {
  const holder = `command-${process.pid}-${randomUUID()}`;
  if (!(await claimJobLease(db, META_HARVESTS_JOB, holder, META_HARVESTS_LEASE_MS))) {
    throw new AppError(
      'CONFLICT',
      'Another process is running an Ad Library search (a harvest of an API process, or another command); try again when it is done.',
    );
  }
  try {
    return await work(() => renewJobLease(db, META_HARVESTS_JOB, holder, META_HARVESTS_LEASE_MS));
  } finally {
    await releaseJobLease(db, META_HARVESTS_JOB, holder);
  }
}
