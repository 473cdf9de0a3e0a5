import { billingCalls, type MembershipDto } from '@postradar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { shouldRetry } from '../research/use-post-search';

/** The query key of the user's membership: refresh it after anything that changes the plan. */
export const membershipQueryKey = ['membership'] as const;

/** The signed-in user's plan now (their own or their team's), or null without one. */
export function useMembership({ enabled = true } = {}) {
  return useQuery({
    queryKey: membershipQueryKey,
    queryFn: ({ signal }) => api.call(billingCalls.membership, { signal }),
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
