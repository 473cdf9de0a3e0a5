import { cardBehaviour, readCard } from './cards';
import type { FakeState, RequestOrigin } from './fake-state';
import type { FormFields } from './form-body';
import { objectField, textField } from './form-body';
import { newId, nowSeconds } from './ids';
import { listPage } from './list-page';
import { mergeMetadata } from './metadata';
import type { Route } from './route';
import { invalidRequest } from './stripe-error';
import type { BillingDetails, PaymentMethod } from './stripe-objects';

const notReusable =
  'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.';

/** Card payment methods: created from card details (Stripe.js, with the publishable key) and kept. */
export const paymentMethodRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payment_methods',
    access: 'publishable',
    handle({ state, fields }) {
      if (textField(fields, 'type') !== 'card') {
        throw invalidRequest('The fake supports only card payment methods.', 'type');
      }
      const card = objectField(fields, 'card');
      const { number, ...details } = readCard({
        number: textField(card, 'number'),
        expMonth: textField(card, 'exp_month'),
        expYear: textField(card, 'exp_year'),
        cvc: textField(card, 'cvc'),
      });
      const method: PaymentMethod = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        created: nowSeconds(),
        livemode: false,
        customer: null,
        metadata: mergeMetadata({}, fields),
        billing_details: billingDetails(objectField(fields, 'billing_details')),
        card: details,
        allow_redisplay: 'unspecified',
      };
      state.paymentMethods.set(method.id, method);
      state.cardSecrets.set(method.id, { behaviour: cardBehaviour(number), consumed: false });
      return method;
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    access: 'secret',
    handle: ({ state, id }) => state.paymentMethod(id),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id',
    access: 'secret',
    handle({ state, id, fields }) {
      const method = state.paymentMethod(id);
      if (method.customer === null) {
        throw invalidRequest(
          'You must save this PaymentMethod to a customer before you can update it.',
        );
      }
      const details = objectField(fields, 'billing_details');
      if (Object.keys(details).length > 0) {
        const updated = billingDetails(details);
        method.billing_details = {
          ...method.billing_details,
          ...Object.fromEntries(
            Object.entries(updated).filter(([key, value]) => value !== null && key !== 'address'),
          ),
        };
      }
      method.metadata = mergeMetadata(method.metadata, fields);
      return method;
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods',
    access: 'secret',
    handle({ state, fields }) {
      const customer = textField(fields, 'customer');
      const methods = [...state.paymentMethods.values()].filter(
        (method) => customer === undefined || method.customer === customer,
      );
      return listPage(methods, fields, '/v1/payment_methods');
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    access: 'secret',
    handle: ({ state, id, fields, origin }) =>
      attachPaymentMethod(state, id, textField(fields, 'customer') ?? '', origin),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/detach',
    access: 'secret',
    handle({ state, id, origin }) {
      const method = state.paymentMethod(id);
      const customerId = method.customer;
      if (customerId === null) {
        throw invalidRequest(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        );
      }
      method.customer = null;
      markConsumed(state, method.id);
      const customer = state.customer(customerId);
      if (customer.invoice_settings.default_payment_method === method.id) {
        customer.invoice_settings.default_payment_method = null;
      }
      state.record('payment_method.detached', method, origin);
      return method;
    },
  },
];

/** Attaches a card to a customer; a card used or detached without a customer cannot be. */
export function attachPaymentMethod(
  state: FakeState,
  id: string,
  customerId: string,
  origin: RequestOrigin,
): PaymentMethod {
  const method = state.paymentMethod(id);
  const customer = state.customer(customerId, 'customer');
  if (method.customer === customer.id) return method;
  if (method.customer !== null) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer.',
    );
  }
  if (state.cardSecrets.get(method.id)?.consumed) throw invalidRequest(notReusable);
  method.customer = customer.id;
  state.record('payment_method.attached', method, origin);
  return method;
}

/** Refuses a card that may not be used again; marks a customer-less card as used once. */
export function useCard(state: FakeState, method: PaymentMethod): void {
  if (state.cardSecrets.get(method.id)?.consumed) {
    throw invalidRequest(notReusable, 'payment_method');
  }
  if (method.customer === null) markConsumed(state, method.id);
}

function markConsumed(state: FakeState, id: string): void {
  const secrets = state.cardSecrets.get(id);
  if (secrets) secrets.consumed = true;
}

function billingDetails(fields: FormFields): BillingDetails {
  const address = objectField(fields, 'address');
  const text = (source: FormFields, key: string) => textField(source, key) || null;
  return {
    address: {
      city: text(address, 'city'),
      country: text(address, 'country'),
      line1: text(address, 'line1'),
      line2: text(address, 'line2'),
      postal_code: text(address, 'postal_code'),
      state: text(address, 'state'),
    },
    email: text(fields, 'email'),
    name: text(fields, 'name'),
    phone: text(fields, 'phone'),
  };
}
