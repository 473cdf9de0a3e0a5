import type { CardDetails } from './cards';
import type { StripeErrorBody } from './stripe-error';

/** The fields of Stripe's objects that the fake keeps; answers carry them as Stripe names them. */
export type Metadata = Record<string, string>;

export interface BillingDetails {
  address: {
    city: string | null;
    country: string | null;
    line1: string | null;
    line2: string | null;
    postal_code: string | null;
    state: string | null;
  };
  email: string | null;
  name: string | null;
  phone: string | null;
}

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  livemode: false;
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Metadata;
  invoice_settings: {
    default_payment_method: string | null;
    custom_fields: null;
    footer: null;
    rendering_options: null;
  };
  balance: 0;
  currency: string | null;
  default_source: null;
  delinquent: false;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  livemode: false;
  customer: string | null;
  metadata: Metadata;
  billing_details: BillingDetails;
  card: CardDetails;
  allow_redisplay: 'unspecified';
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface NextAction {
  type: 'use_stripe_sdk';
  use_stripe_sdk: { type: 'three_d_secure_redirect'; stripe_js: string; source: string };
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  created: number;
  livemode: false;
  amount: number;
  amount_capturable: 0;
  amount_received: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Metadata;
  payment_method: string | null;
  payment_method_types: string[];
  setup_future_usage: string | null;
  receipt_email: string | null;
  status: PaymentIntentStatus;
  client_secret: string;
  confirmation_method: 'automatic';
  capture_method: 'automatic';
  latest_charge: string | null;
  last_payment_error: StripeErrorBody | null;
  next_action: NextAction | null;
  canceled_at: null;
  cancellation_reason: null;
}

export interface Charge {
  id: string;
  object: 'charge';
  created: number;
  livemode: false;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Metadata;
  paid: boolean;
  captured: boolean;
  refunded: boolean;
  status: 'succeeded' | 'failed';
  failure_code: string | null;
  failure_message: string | null;
  outcome: { network_status: string; reason: string | null; seller_message: string; type: string };
  payment_intent: string;
  payment_method: string;
  payment_method_details: {
    type: 'card';
    card: Pick<
      CardDetails,
      'brand' | 'exp_month' | 'exp_year' | 'last4' | 'fingerprint' | 'country' | 'funding'
    >;
  };
  billing_details: BillingDetails;
}

export interface Refund {
  id: string;
  object: 'refund';
  created: number;
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  metadata: Metadata;
  reason: string | null;
  status: 'succeeded';
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  type: string;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: StoredObject; previous_attributes?: Record<string, unknown> };
}

export type StoredObject = Customer | PaymentMethod | PaymentIntent | Charge | Refund;

/** A page of a list, as every Stripe list answers. */
export interface ListPage<T> {
  object: 'list';
  url: string;
  has_more: boolean;
  data: T[];
}
