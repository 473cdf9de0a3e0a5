import type { ChargeFailure } from './charges';
import { recordCharge } from './charges';
import type { FakeState, RequestOrigin } from './fake-state';
import { newId } from './ids';
import { useCard } from './payment-methods';
import { cardError, invalidRequest } from './stripe-error';
import type { PaymentIntent, PaymentIntentStatus, PaymentMethod } from './stripe-objects';

export interface ConfirmOptions {
  paymentMethodId: string | undefined;
  /** The customer is not present (a renewal): a card asking for 3-D Secure then fails. */
  offSession: boolean;
  origin: RequestOrigin;
  /** Base of the fake 3-D Secure page handed out in next_action. */
  apiUrl: string;
}

const confirmable: PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

const authenticationRequired: ChargeFailure = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/**
 * Confirms a payment intent as Stripe does: charges the card (succeeded), asks for 3-D Secure
 * (requires_action, or a decline off session), or records a decline and throws its 402.
 */
export function confirmIntent(
  state: FakeState,
  intent: PaymentIntent,
  options: ConfirmOptions,
): PaymentIntent {
  if (!confirmable.includes(intent.status)) {
    throw unexpectedState(intent, 'confirm', confirmable);
  }
  const methodId = options.paymentMethodId ?? intent.payment_method;
  if (!methodId) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent with a payment method and then confirm it again.",
      'payment_method',
      'payment_intent_unexpected_state',
    );
  }
  const method = state.paymentMethod(methodId, 'payment_method');
  checkOwner(intent, method);
  useCard(state, method);
  Object.assign(intent, { payment_method: method.id, last_payment_error: null, next_action: null });
  const behaviour = state.cardSecrets.get(method.id)?.behaviour ?? { kind: 'succeed' };
  if (behaviour.kind === 'decline')
    return decline(state, intent, method, behaviour, options.origin);
  if (behaviour.kind === 'authenticate') {
    if (options.offSession) {
      return decline(state, intent, method, authenticationRequired, options.origin);
    }
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: {
        type: 'three_d_secure_redirect',
        stripe_js: `${options.apiUrl}/v1/fake/payment_intents/${intent.id}/authenticate`,
        source: newId('src'),
      },
    };
    state.record('payment_intent.requires_action', intent, options.origin);
    return intent;
  }
  return settle(state, intent, method, options.origin);
}

/** Ends the 3-D Secure step: the charge goes through, or the intent waits for another card. */
export function finishAuthentication(
  state: FakeState,
  intent: PaymentIntent,
  succeed: boolean,
  origin: RequestOrigin,
): PaymentIntent {
  if (intent.status !== 'requires_action' || !intent.payment_method) {
    throw unexpectedState(intent, 'authenticate', ['requires_action']);
  }
  const method = state.paymentMethod(intent.payment_method);
  if (succeed) return settle(state, intent, method, origin);
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
      payment_method: structuredClone(method),
    },
  });
  state.record('payment_intent.payment_failed', intent, origin);
  return intent;
}

const participles = { confirm: 'confirmed', cancel: 'canceled', authenticate: 'authenticated' };

/** Stripe's answer to an action the intent's status does not allow. */
export function unexpectedState(
  intent: PaymentIntent,
  action: keyof typeof participles,
  allowed: PaymentIntentStatus[],
) {
  return invalidRequest(
    `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be ${participles[action]}: ${allowed.join(', ')}.`,
    undefined,
    'payment_intent_unexpected_state',
  );
}

function checkOwner(intent: PaymentIntent, method: PaymentMethod): void {
  if (method.customer !== null && method.customer !== intent.customer) {
    throw invalidRequest(
      intent.customer === null
        ? 'The provided PaymentMethod belongs to a Customer, but you did not provide the customer parameter.'
        : 'The provided PaymentMethod belongs to a different Customer.',
      'payment_method',
    );
  }
}

function settle(
  state: FakeState,
  intent: PaymentIntent,
  method: PaymentMethod,
  origin: RequestOrigin,
): PaymentIntent {
  recordCharge(state, intent, method, origin);
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null });
  state.record('payment_intent.succeeded', intent, origin);
  return intent;
}

function decline(
  state: FakeState,
  intent: PaymentIntent,
  method: PaymentMethod,
  failure: ChargeFailure,
  origin: RequestOrigin,
): never {
  const charge = recordCharge(state, intent, method, origin, failure);
  const error = cardError(failure, {
    charge: charge.id,
    payment_method: structuredClone(method),
  });
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: { ...error.body },
  });
  state.record('payment_intent.payment_failed', intent, origin);
  error.body.payment_intent = structuredClone(intent);
  throw error;
}
