import { membershipCalls, type MembershipDto, type PlanDto } from '@postradar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { shouldRetry } from '../research/use-post-search';
import { isActiveMembership } from './active-membership';
import { rememberMembership } from './remembered-membership';

/** The query key of the user's membership: refresh it after anything that changes the plan. */
export const membershipQueryKey = ['membership'] as const;

/**
 * The query of the signed-in user's plan now (their own or their team's), or null without one.
 * Each answer is kept on this device (remembered-membership.ts): the next start of a user without
 * a running plan waits for it instead of calling what the API would refuse.
 */
export function membershipQuery() {
  return queryOptions({
    queryKey: membershipQueryKey,
    queryFn: async ({ signal }): Promise<MembershipDto | null> => {
      const membership = await api.call(membershipCalls.membership, { signal });
      rememberMembership(isActiveMembership(membership));
      return membership;
    },
    retry: shouldRetry,
  });
}

/** The signed-in user's plan now (their own or their team's), or null without one. */
export function useMembership({ enabled = true } = {}) {
  return useQuery({ ...membershipQuery(), enabled });
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
