import Stripe from 'stripe';
import { AppError } from '../../../lib/app-error';

/** Whether Stripe answered that the object asked for does not exist. */
export function isMissingObject(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}

/**
 * What a failed request to Stripe means to the client. A card Stripe refused is PAYMENT_FAILED
 * with Stripe's message as is; Stripe out of reach is a 503 to retry later; anything else is our
 * fault, logged and never shown. A Stripe error must not reach the error handler as it is: its
 * HTTP status (a 401 for a wrong key) would become the answer's.
 */
export function stripeFailure(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError)
    return new AppError('PAYMENT_FAILED', error.message);
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  )
    return new AppError(
      'SERVICE_UNAVAILABLE',
      'The card service cannot be reached now. Please try again in a moment.',
    );
  return new AppError('INTERNAL', `Stripe refused a request: ${error.message}`);
}

/** Runs a request to Stripe, turning its failure into the client's answer (see stripeFailure). */
export async function askStripe<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw stripeFailure(error);
  }
}
