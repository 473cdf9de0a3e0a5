import type { Database } from '@postradar/db';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { findRenewalsDue } from './find-renewals-due';
import { renewCardMembership } from './renew-card-membership';

export interface RenewalRun {
  now: Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Stops before the next membership once aborted (the process stopping). */
  signal?: AbortSignal;
}

/**
 * What a run did: memberships due, renewed, refused, still pending (clearing, or being charged by
 * another run), decided by another run (their period's bill charged by an earlier or concurrent
 * run, and paid or refused), and not charged for an error. Each renewal is counted renewed or
 * refused by the one run that charged it.
 */
export interface RenewalSummary {
  due: number;
  renewed: number;
  refused: number;
  pending: number;
  decidedBefore: number;
  errors: number;
}

/**
 * Charges the saved card of every card membership ending within a day for its next period
 * (renewCardMembership), one membership at a time: a refusal or an error is logged and the others
 * go on. Running it again, or in two processes at once, charges no period twice.
 */
export async function renewCardMemberships(
  db: Database,
  stripe: Stripe,
  { now, log, signal }: RenewalRun,
): Promise<RenewalSummary> {
  const due = await findRenewalsDue(db, now);
  const summary: RenewalSummary = {
    due: due.length,
    renewed: 0,
    refused: 0,
    pending: 0,
    decidedBefore: 0,
    errors: 0,
  };
  for (const renewal of due) {
    if (signal?.aborted) break;
    const membershipId = renewal.membership.id;
    try {
      const bill = await renewCardMembership(db, stripe, renewal, now);
      if (!bill) summary.decidedBefore += 1;
      else if (bill.status === 'paid') summary.renewed += 1;
      else if (bill.status === 'pending') summary.pending += 1;
      else {
        summary.refused += 1;
        log.warn(
          { membershipId, billId: bill.id, reason: bill.failureMessage },
          'card renewal refused: the plan ends at its finish',
        );
      }
    } catch (error) {
      summary.errors += 1;
      log.error({ err: error, membershipId }, 'card renewal failed');
    }
  }
  return summary;
}
