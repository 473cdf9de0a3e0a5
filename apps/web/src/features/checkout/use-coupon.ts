import { billingCalls, type CheckoutMethod } from '@postradar/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

interface CouponInput {
  planId: string;
  /** The way to pay chosen; coupons depend on it. */
  method: CheckoutMethod | null;
  /** The code kept in the cart, or ''. */
  code: string;
  /** Whether the order takes a coupon at all (a plan priced above 0). */
  isOffered: boolean;
}

/**
 * Whether a coupon can be used with the chosen way to pay (asked again whenever it changes), and
 * the discount of the cart's code for it: applied as soon as the page knows the code can be used,
 * so a code kept from an earlier visit counts at once.
 */
export function useCoupon({ planId, method, code, isOffered }: CouponInput) {
  const availability = useQuery({
    queryKey: ['payment', 'coupon-available', method],
    queryFn:
      method && isOffered
        ? ({ signal }) => api.call(billingCalls.couponAvailable, { body: { method }, signal })
        : skipToken,
    staleTime: 0,
  });
  const isAvailable = isOffered && availability.data === true;
  const applied = useQuery({
    queryKey: ['payment', 'coupon', planId, method, code],
    queryFn:
      method && isAvailable && code
        ? ({ signal }) =>
            api.call(billingCalls.applyCoupon, { body: { planId, code, method }, signal })
        : skipToken,
    retry: false,
    staleTime: 0,
  });
  const isApplied = isAvailable && code !== '' && applied.isSuccess;
  return {
    isAvailable,
    applied,
    /** The code to send with the checkout: the cart's, once the API has accepted it. */
    code: isApplied ? code : '',
    discount: isApplied ? applied.data.discount : 0,
    isApplying: isAvailable && code !== '' && applied.isFetching,
  };
}

export type CouponState = ReturnType<typeof useCoupon>;
