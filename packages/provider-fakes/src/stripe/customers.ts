import type { FormFields } from './form-body';
import { objectField, textField } from './form-body';
import { newId, nowSeconds } from './ids';
import { listPage } from './list-page';
import { mergeMetadata } from './metadata';
import type { Route } from './route';
import { invalidRequest } from './stripe-error';
import type { Customer } from './stripe-objects';

/** POST /v1/customers, GET and POST /v1/customers/:id, GET /v1/customers/:id/payment_methods. */
export const customerRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    access: 'secret',
    handle({ state, fields, origin }) {
      const customer: Customer = {
        id: newId('cus', 14),
        object: 'customer',
        created: nowSeconds(),
        livemode: false,
        email: null,
        name: null,
        description: null,
        phone: null,
        metadata: {},
        invoice_settings: {
          default_payment_method: null,
          custom_fields: null,
          footer: null,
          rendering_options: null,
        },
        balance: 0,
        currency: null,
        default_source: null,
        delinquent: false,
      };
      applyCustomerFields(customer, fields, (id) => state.paymentMethod(id).customer);
      state.customers.set(customer.id, customer);
      state.record('customer.created', customer, origin);
      return customer;
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id',
    access: 'secret',
    handle: ({ state, id }) => state.customer(id),
  },
  {
    method: 'POST',
    path: '/v1/customers/:id',
    access: 'secret',
    handle({ state, id, fields, origin }) {
      const customer = state.customer(id);
      applyCustomerFields(customer, fields, (id) => state.paymentMethod(id).customer);
      state.record('customer.updated', customer, origin);
      return customer;
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id/payment_methods',
    access: 'secret',
    handle({ state, id, fields }) {
      const customer = state.customer(id);
      const type = textField(fields, 'type');
      const cards = [...state.paymentMethods.values()].filter(
        (method) => method.customer === customer.id && (type === undefined || method.type === type),
      );
      return listPage(cards, fields, `/v1/customers/${customer.id}/payment_methods`);
    },
  },
];

/**
 * Applies the updatable fields of a customer. The default payment method must be one of the
 * customer's own cards (`ownerOf` names a card's customer), as Stripe requires.
 */
function applyCustomerFields(
  customer: Customer,
  fields: FormFields,
  ownerOf: (paymentMethodId: string) => string | null,
): void {
  for (const key of ['email', 'name', 'description', 'phone'] as const) {
    const value = textField(fields, key);
    if (value !== undefined) customer[key] = value === '' ? null : value;
  }
  customer.metadata = mergeMetadata(customer.metadata, fields);
  const defaultMethod = textField(
    objectField(fields, 'invoice_settings'),
    'default_payment_method',
  );
  if (defaultMethod === undefined) return;
  if (defaultMethod !== '' && ownerOf(defaultMethod) !== customer.id) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${defaultMethod}. The payment method must be attached to the customer.`,
      'invoice_settings[default_payment_method]',
      'resource_missing',
    );
  }
  customer.invoice_settings.default_payment_method = defaultMethod === '' ? null : defaultMethod;
}
