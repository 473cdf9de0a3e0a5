import type { FakeState, RequestOrigin } from './fake-state';
import { newId, nowSeconds } from './ids';
import type { Route } from './route';
import type { Charge, PaymentIntent, PaymentMethod } from './stripe-objects';

/** GET /v1/charges/:id. */
export const chargeRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/charges/:id',
    access: 'secret',
    handle: ({ state, id }) => state.charge(id),
  },
];

/** Why a charge failed, as Stripe words it. */
export interface ChargeFailure {
  code: string;
  declineCode: string;
  message: string;
}

/**
 * Records one charge attempt of a payment intent on a card: a paid charge without `failure`, a
 * failed one with it (announced as charge.succeeded or charge.failed).
 */
export function recordCharge(
  state: FakeState,
  intent: PaymentIntent,
  method: PaymentMethod,
  origin: RequestOrigin,
  failure?: ChargeFailure,
): Charge {
  const { brand, exp_month, exp_year, last4, fingerprint, country, funding } = method.card;
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    created: nowSeconds(),
    livemode: false,
    amount: intent.amount,
    amount_captured: failure ? 0 : intent.amount,
    amount_refunded: 0,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    metadata: { ...intent.metadata },
    paid: !failure,
    captured: !failure,
    refunded: false,
    status: failure ? 'failed' : 'succeeded',
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    outcome: failure
      ? {
          network_status: 'declined_by_network',
          reason: failure.declineCode,
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          network_status: 'approved_by_network',
          reason: null,
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: {
      type: 'card',
      card: { brand, exp_month, exp_year, last4, fingerprint, country, funding },
    },
    billing_details: structuredClone(method.billing_details),
  };
  state.charges.set(charge.id, charge);
  intent.latest_charge = charge.id;
  state.record(failure ? 'charge.failed' : 'charge.succeeded', charge, origin);
  return charge;
}
