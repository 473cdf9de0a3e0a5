import type { MembershipDto } from '@postradar/contracts';
import { isActiveMembership } from '../../lib/billing/active-membership';
import { isTrialPlan } from '../../lib/billing/plan-queries';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Where the user stands with the free trial: it may still be started (never had a plan), it runs
 * now, it ended, the user pays for a plan running now (no trial needed), or the account had a plan
 * that ended (no trial any more).
 */
export type TrialState =
  | { kind: 'available' }
  | { kind: 'running'; membership: MembershipDto }
  | { kind: 'ended'; membership: MembershipDto }
  | { kind: 'subscribed'; membership: MembershipDto }
  | { kind: 'unavailable' };

export function trialState(canStart: boolean, membership: MembershipDto | null): TrialState {
  if (canStart) return { kind: 'available' };
  if (membership && isTrialPlan(membership.plan)) {
    return membership.isExpired ? { kind: 'ended', membership } : { kind: 'running', membership };
  }
  if (isActiveMembership(membership)) return { kind: 'subscribed', membership };
  return { kind: 'unavailable' };
}

export interface TrialDays {
  /** Days until it ends, counting a started day as a whole one (1 on the last day). */
  left: number;
  /** Which day of the trial today is (1 on the first). */
  day: number;
  /** How many days the trial lasts. */
  total: number;
}

/** The days of a running trial, from its start and finish. */
export function trialDays({ start, finish }: MembershipDto, now = new Date()): TrialDays {
  const startMs = Date.parse(start);
  const finishMs = Date.parse(finish);
  const total = Math.max(1, Math.round((finishMs - startMs) / dayMs));
  const left = Math.min(total, Math.max(0, Math.ceil((finishMs - now.getTime()) / dayMs)));
  const day = Math.min(total, Math.max(1, Math.floor((now.getTime() - startMs) / dayMs) + 1));
  return { left, day, total };
}
