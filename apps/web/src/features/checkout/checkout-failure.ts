import { isApiError } from '@postradar/api-client';

/** Why a checkout step failed: the server's (or Stripe's) message as is, and the API's code. */
export interface CheckoutFailure {
  message: string;
  code?: string;
}

export function toCheckoutFailure(error: unknown): CheckoutFailure {
  if (isApiError(error)) return { message: error.message, code: error.code };
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * The API answered and refused the attempt (a declined card, a plan no longer on sale, a bad
 * coupon): trying again is a new attempt. Without an answer (network, timeout, 5xx) the attempt
 * may have gone through, so a retry must carry the same key.
 */
export function isRefusal(error: unknown): boolean {
  return (
    isApiError(error) && error.status !== undefined && error.status >= 400 && error.status < 500
  );
}

/** The failure is about the plan itself: choosing another plan is the way on. */
export function isPlanFailure(failure: CheckoutFailure): boolean {
  return failure.code === 'PLAN_UNAVAILABLE';
}
