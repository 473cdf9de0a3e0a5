import { confirmIntent, finishAuthentication, unexpectedState } from './confirm-intent';
import type { FakeState } from './fake-state';
import { flagField, listField, textField } from './form-body';
import { newId, nowSeconds } from './ids';
import { mergeMetadata } from './metadata';
import type { Route, RouteContext } from './route';
import { invalidRequest, noSuchObject } from './stripe-error';
import type { PaymentIntent, PaymentIntentStatus } from './stripe-objects';

const cancelable: PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

/**
 * Payment intents: created (and confirmed at once with `confirm=true`) with the secret key;
 * retrieved, confirmed and authenticated by Stripe.js with the publishable key and the client
 * secret. `/v1/fake/…/authenticate` is what the fake 3-D Secure page calls.
 */
export const paymentIntentRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payment_intents',
    access: 'secret',
    handle(context) {
      const intent = createIntent(context);
      if (!flagField(context.fields, 'confirm')) return intent;
      return confirmIntent(context.state, intent, confirmOptions(context));
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_intents/:id',
    access: 'publishable',
    handle: (context) => intentOf(context),
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/confirm',
    access: 'publishable',
    handle: (context) => confirmIntent(context.state, intentOf(context), confirmOptions(context)),
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/cancel',
    access: 'secret',
    handle(context) {
      const intent = intentOf(context);
      if (!cancelable.includes(intent.status)) throw unexpectedState(intent, 'cancel', cancelable);
      Object.assign(intent, {
        status: 'canceled',
        next_action: null,
        canceled_at: nowSeconds(),
        cancellation_reason: textField(context.fields, 'cancellation_reason') ?? null,
      });
      context.state.record('payment_intent.canceled', intent, context.origin);
      return intent;
    },
  },
  {
    method: 'POST',
    path: '/v1/fake/payment_intents/:id/authenticate',
    access: 'publishable',
    handle: (context) =>
      finishAuthentication(
        context.state,
        intentOf(context),
        flagField(context.fields, 'succeed'),
        context.origin,
      ),
  },
];

function createIntent({ state, fields, origin }: RouteContext): PaymentIntent {
  const amount = Number(textField(fields, 'amount'));
  if (!Number.isInteger(amount) || amount < 1) {
    throw invalidRequest('Missing required param: amount.', 'amount', 'parameter_missing');
  }
  const currency = textField(fields, 'currency')?.toLowerCase();
  if (!currency) {
    throw invalidRequest('Missing required param: currency.', 'currency', 'parameter_missing');
  }
  if (currency === 'usd' && amount < 50) {
    throw invalidRequest('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
  }
  const customerId = textField(fields, 'customer');
  const paymentMethodId = textField(fields, 'payment_method');
  if (customerId) state.customer(customerId, 'customer');
  if (paymentMethodId) state.paymentMethod(paymentMethodId, 'payment_method');
  const id = newId('pi');
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    created: nowSeconds(),
    livemode: false,
    amount,
    amount_capturable: 0,
    amount_received: 0,
    currency,
    customer: customerId ?? null,
    description: textField(fields, 'description') ?? null,
    metadata: mergeMetadata({}, fields),
    payment_method: paymentMethodId ?? null,
    payment_method_types: listField(fields, 'payment_method_types').length
      ? listField(fields, 'payment_method_types')
      : ['card'],
    setup_future_usage: textField(fields, 'setup_future_usage') ?? null,
    receipt_email: textField(fields, 'receipt_email') ?? null,
    status: paymentMethodId ? 'requires_confirmation' : 'requires_payment_method',
    client_secret: `${id}_secret_${newId('x').slice(2)}`,
    confirmation_method: 'automatic',
    capture_method: 'automatic',
    latest_charge: null,
    last_payment_error: null,
    next_action: null,
    canceled_at: null,
    cancellation_reason: null,
  };
  state.paymentIntents.set(intent.id, intent);
  state.record('payment_intent.created', intent, origin);
  return intent;
}

/** The intent of the path; with the publishable key, only together with its client secret. */
function intentOf({ state, id, fields, keyKind }: RouteContext): PaymentIntent {
  const intent = state.paymentIntent(id);
  if (keyKind === 'publishable' && textField(fields, 'client_secret') !== intent.client_secret) {
    throw noSuchObject('payment_intent', id);
  }
  return intent;
}

function confirmOptions({ fields, origin, apiUrl }: RouteContext) {
  return {
    paymentMethodId: textField(fields, 'payment_method'),
    offSession: flagField(fields, 'off_session'),
    origin,
    apiUrl,
  };
}

/** Test control: what the 3-D Secure page does when the customer passes or fails the check. */
export function completeAuthentication(
  state: FakeState,
  paymentIntentId: string,
  succeed: boolean,
): PaymentIntent {
  const intent = state.paymentIntent(paymentIntentId);
  return finishAuthentication(state, intent, succeed, { id: null, idempotencyKey: null });
}
