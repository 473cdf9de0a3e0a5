import type { Plan } from '@postradar/db';
import {
  startPayPalFake,
  startStripeFake,
  stripeSdkFor,
  type PayPalFake,
  type StripeFake,
} from '@postradar/provider-fakes';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { buildTestApp } from '../../../../test/build-test-app';
import { requirePayPal } from '../../paypal/paypal-access';
import type { PayPalClient } from '../../paypal/paypal-client';
import { paypalEnvironment } from '../../paypal/test/paypal-test-app';
import { webhookSecret } from '../../stripe/test/stripe-test-kit';
import { planBySlug } from '../billing-fixtures';

/** The API taking cards and PayPal, the two fakes behind it, and what the tests read them with. */
export interface ReplayWorld {
  app: FastifyInstance;
  stripeFake: StripeFake;
  paypalFake: PayPalFake;
  /** Stripe's API with the secret key: refunds, and the payments as Stripe has them. */
  stripe: Stripe;
  /** PayPal's API: the orders as PayPal has them. */
  paypal: PayPalClient;
  /** The plan every payment buys. */
  plan: Plan;
  stop(): Promise<void>;
}

/**
 * The API configured for card and PayPal payments against fresh fakes. Neither fake is given a
 * webhook endpoint: every event stays recorded in the fake until the test delivers it.
 */
export async function startReplayWorld(): Promise<ReplayWorld> {
  const stripeFake = await startStripeFake({ port: 0 });
  const paypalFake = await startPayPalFake({ port: 0 });
  const app = await buildTestApp({
    STRIPE_SECRET_KEY: stripeFake.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripeFake.publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripeFake.url,
    ...paypalEnvironment(paypalFake),
  });
  return {
    app,
    stripeFake,
    paypalFake,
    stripe: stripeSdkFor(stripeFake),
    paypal: requirePayPal(app.config.billing).client,
    plan: await planBySlug(app, 'standard'),
    async stop() {
      await app.close();
      await stripeFake.close();
      await paypalFake.close();
    },
  };
}
