import { membershipCalls, type MembershipDto, type PlanDto } from '@postradar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { shouldRetry } from '../research/use-post-search';

/** The query key of the user's membership: refresh it after anything that changes the plan. */
export const membershipQueryKey = ['membership'] as const;

/** The signed-in user's plan now (their own or their team's), or null without one. */
export function useMembership({ enabled = true } = {}) {
  return useQuery({
    queryKey: membershipQueryKey,
    queryFn: ({ signal }) => api.call(membershipCalls.membership, { signal }),
    retry: shouldRetry,
    enabled,
  });
}

/** A membership that still gives access (one that ended counts as none). */
export function isActiveMembership(
  membership: MembershipDto | null | undefined,
): membership is MembershipDto {
  return membership != null && !membership.isExpired;
}

/** Whether `plan` is the one the user's membership runs now (the plan their cards mark as theirs). */
export function isCurrentPlan(
  plan: PlanDto,
  membership: MembershipDto | null | undefined,
): boolean {
  return isActiveMembership(membership) && membership.plan._id === plan._id;
}

/** A step up from the plan running now: another plan that costs more. */
export function isUpgradeOf(plan: PlanDto, membership: MembershipDto): boolean {
  return plan._id !== membership.plan._id && plan.price > membership.plan.price;
}
