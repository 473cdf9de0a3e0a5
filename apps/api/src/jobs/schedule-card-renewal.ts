import type { Database } from '@postradar/db';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { renewCardMemberships } from '../modules/billing/renewal/renew-card-memberships';
import { scheduleLeasedJob, type ScheduledJob } from './schedule-leased-job';

export const CARD_RENEWAL_JOB = 'renew-card-memberships';

/**
 * Charges the card memberships that end within a day for their next period
 * (renewCardMemberships) once every `intervalMs` across all API processes (decision 0016).
 */
export function scheduleCardRenewal(
  db: Database,
  {
    stripe,
    intervalMs,
    log,
    now = () => new Date(),
  }: { stripe: Stripe; intervalMs: number; log: FastifyBaseLogger; now?: () => Date },
): ScheduledJob {
  return scheduleLeasedJob(
    db,
    {
      name: CARD_RENEWAL_JOB,
      // Ticks are at most a minute apart so a process notices soon when another one stopped.
      tickMs: Math.min(intervalMs, 60_000),
      leaseMs: () => intervalMs,
      run: async (signal) => ({
        ...(await renewCardMemberships(db, stripe, { now: now(), log, signal })),
      }),
    },
    log,
  );
}
