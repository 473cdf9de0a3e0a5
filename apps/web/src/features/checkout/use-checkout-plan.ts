import { planCalls } from '@postradar/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { isRefusal } from './checkout-failure';

/** The plan in the cart, as on sale now; a refusal (not on sale, not found) is not retried. */
export function useCheckoutPlan(planId: string) {
  return useQuery({
    queryKey: ['plans', planId],
    queryFn: planId
      ? ({ signal }) => api.call(planCalls.get, { params: { id: planId }, signal })
      : skipToken,
    retry: (failures, error) => !isRefusal(error) && failures < 1,
  });
}
