import Stripe from 'stripe';
import type { StripeFake } from './start-stripe-fake';

/** The official Stripe SDK pointed at a fake, with the fake's secret key (or another key). */
export function stripeSdkFor(fake: StripeFake, apiKey = fake.secretKey): Stripe {
  return new Stripe(apiKey, {
    host: fake.host,
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}
