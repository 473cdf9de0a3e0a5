import { billingCalls } from '@postradar/contracts';
import type { Stripe } from '@stripe/stripe-js';
import { api } from '../../../lib/api';
import { loadStripeScript } from './load-stripe-script';

let shared: Promise<Stripe> | null = null;

async function createStripe(): Promise<Stripe> {
  const { publishableKey, scriptUrl } = await api.call(billingCalls.stripeSettings);
  const StripeJs = await loadStripeScript(scriptUrl);
  return StripeJs(publishableKey);
}

/**
 * The page's one Stripe instance, made on first use from GET /payment/stripe/settings (its
 * publishable key and script address). The card field and 3-D Secure both use it, so 3-D Secure
 * works outside the card field's Elements provider. A failure (PAYMENT_NOT_CONFIGURED when the
 * installation has no Stripe account) is not kept: the next call asks again.
 */
export function sharedStripe(): Promise<Stripe> {
  shared ??= createStripe().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}
