import { textField } from './form-body';
import { newId, nowSeconds } from './ids';
import { mergeMetadata } from './metadata';
import type { Route, RouteContext } from './route';
import { invalidRequest } from './stripe-error';
import type { Charge, Refund } from './stripe-objects';

/** Refunds of a succeeded payment intent's (or charge's) money, whole or in part. */
export const refundRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/refunds',
    access: 'secret',
    handle(context) {
      const { state, fields, origin } = context;
      const charge = refundedCharge(context);
      const remaining = charge.amount - charge.amount_refunded;
      if (remaining === 0) {
        throw invalidRequest(
          `Charge ${charge.id} has already been refunded.`,
          undefined,
          'charge_already_refunded',
        );
      }
      const amountText = textField(fields, 'amount');
      const amount = amountText === undefined ? remaining : Number(amountText);
      if (!Number.isInteger(amount) || amount < 1 || amount > remaining) {
        throw invalidRequest(
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
          'amount',
        );
      }
      const refund: Refund = {
        id: newId('re'),
        object: 'refund',
        created: nowSeconds(),
        amount,
        charge: charge.id,
        currency: charge.currency,
        payment_intent: charge.payment_intent,
        metadata: mergeMetadata({}, fields),
        reason: textField(fields, 'reason') ?? null,
        status: 'succeeded',
      };
      state.refunds.set(refund.id, refund);
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      state.record('charge.refunded', charge, origin);
      return refund;
    },
  },
  {
    method: 'GET',
    path: '/v1/refunds/:id',
    access: 'secret',
    handle: ({ state, id }) => state.refund(id),
  },
];

/** The paid charge a refund names directly (`charge`) or through its payment intent. */
function refundedCharge({ state, fields }: RouteContext): Charge {
  const chargeId = textField(fields, 'charge');
  if (chargeId) return paid(state.charge(chargeId, 'charge'));
  const intentId = textField(fields, 'payment_intent');
  if (!intentId) {
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  }
  const intent = state.paymentIntent(intentId, 'payment_intent');
  if (intent.status !== 'succeeded' || !intent.latest_charge) {
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'payment_intent',
    );
  }
  return state.charge(intent.latest_charge);
}

function paid(charge: Charge): Charge {
  if (!charge.paid) throw invalidRequest(`Charge ${charge.id} has not been paid.`, 'charge');
  return charge;
}
