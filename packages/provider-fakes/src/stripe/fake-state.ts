import Stripe from 'stripe';
import type { CardBehaviour } from './cards';
import { newId, nowSeconds } from './ids';
import { noSuchObject } from './stripe-error';
import type {
  Charge,
  Customer,
  PaymentIntent,
  PaymentMethod,
  Refund,
  StoredObject,
  StripeEvent,
} from './stripe-objects';

/** The API request that caused a change, as events name it (null for test controls). */
export interface RequestOrigin {
  id: string | null;
  idempotencyKey: string | null;
}

/** What the fake knows about a card beyond what Stripe shows: how it behaves when charged. */
export interface CardSecrets {
  behaviour: CardBehaviour;
  /** Used once without a customer: Stripe refuses to use such a payment method again. */
  consumed: boolean;
}

/**
 * Everything the fake Stripe account holds, in memory. Every change that Stripe would announce
 * goes through `record`, which stores the event and hands it to the listener (webhooks).
 */
export class FakeState {
  readonly customers = new Map<string, Customer>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly cardSecrets = new Map<string, CardSecrets>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly events: StripeEvent[] = [];

  constructor(private readonly onEvent: (event: StripeEvent) => void) {}

  customer(id: string, param?: string): Customer {
    return found(this.customers.get(id), 'customer', id, param);
  }

  paymentMethod(id: string, param?: string): PaymentMethod {
    return found(this.paymentMethods.get(id), 'PaymentMethod', id, param);
  }

  paymentIntent(id: string, param?: string): PaymentIntent {
    return found(this.paymentIntents.get(id), 'payment_intent', id, param);
  }

  charge(id: string, param?: string): Charge {
    return found(this.charges.get(id), 'charge', id, param);
  }

  refund(id: string): Refund {
    return found(this.refunds.get(id), 'refund', id);
  }

  event(id: string): StripeEvent {
    return found(
      this.events.find((event) => event.id === id),
      'event',
      id,
    );
  }

  /** Any stored object by id (for `expand`), or undefined. */
  lookup(id: string): StoredObject | undefined {
    return (
      this.customers.get(id) ??
      this.paymentMethods.get(id) ??
      this.paymentIntents.get(id) ??
      this.charges.get(id) ??
      this.refunds.get(id)
    );
  }

  /** Stores an event carrying a snapshot of the object as it is now, and announces it. */
  record(type: string, object: StoredObject, origin: RequestOrigin): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 0,
      type,
      request: { id: origin.id, idempotency_key: origin.idempotencyKey },
      data: { object: structuredClone(object) },
    };
    this.events.push(event);
    this.onEvent(event);
    return event;
  }
}

function found<T>(value: T | undefined, kind: string, id: string, param?: string): T {
  if (value === undefined) throw noSuchObject(kind, id, param);
  return value;
}
