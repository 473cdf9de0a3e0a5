import { planCalls, type PlanDto } from '@postradar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { shouldRetry } from '../research/use-post-search';

export const plansQueryKey = ['plans'] as const;

/** The plans on sale, in display order (public: visitors see them too). */
export function usePlans() {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => api.call(planCalls.list, { signal }),
    retry: shouldRetry,
  });
}

/** The free trial is the plan with the slug `trial` (packages/db seeds). */
export function isTrialPlan(plan: Pick<PlanDto, 'slug'>): boolean {
  return plan.slug === 'trial';
}

/** The plan recommended to a seller without one, marked 'Most popular'. */
export function isPopularPlan(plan: PlanDto): boolean {
  return plan.slug === 'standard';
}

/** Where choosing a plan goes: the route that puts it in the cart and opens the checkout. */
export function subscribePath(planId: string): string {
  return `/a/subscribe/${encodeURIComponent(planId)}`;
}
