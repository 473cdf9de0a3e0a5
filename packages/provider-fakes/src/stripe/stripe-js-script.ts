import { readFileSync } from 'node:fs';
import Stripe from 'stripe';

const template = readFileSync(new URL('./browser/fake-stripe-js.js', import.meta.url), 'utf8');

/**
 * The fake Stripe.js with the fake API's origin built in. It reports the release train of the
 * installed Stripe SDK, which @stripe/stripe-js compares with the one it expects.
 */
export function stripeJsScript(apiOrigin: string): string {
  return template
    .replace("'__FAKE_STRIPE_API_ORIGIN__'", JSON.stringify(apiOrigin))
    .replace("'__FAKE_STRIPE_RELEASE_TRAIN__'", JSON.stringify(Stripe.MAJOR_API_VERSION));
}
