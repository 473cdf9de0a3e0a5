import type { MembershipDto, PlanDto } from '@postradar/contracts';
import { isCurrentPlan, isUpgradeOf } from './membership-query';
import { isPopularPlan, isTrialPlan } from './plan-queries';

/**
 * How a plan is shown beside the others: the seller's own (no checkout, the way to Billing
 * instead), the one to pick (a step up from the plan they run, or the most popular one for a
 * seller without one), or another.
 */
export type PlanStanding = 'current' | 'upgrade' | 'popular' | 'other';

/**
 * The standing of `plan` for a seller running `membership` (an active one), or none. A seller on
 * the free trial is recommended a plan as one without any.
 */
export function standingOf(plan: PlanDto, membership: MembershipDto | null): PlanStanding {
  if (isCurrentPlan(plan, membership)) return 'current';
  if (membership && !isTrialPlan(membership.plan)) {
    return isUpgradeOf(plan, membership) ? 'upgrade' : 'other';
  }
  return isPopularPlan(plan) ? 'popular' : 'other';
}

/** The badge a plan carries for its standing ('other' carries none). */
export const standingBadgeKeys = {
  current: 'billing.pricing.yourPlan',
  upgrade: 'billing.trials.upgrade.badge',
  popular: 'billing.pricing.mostPopular',
} as const;
