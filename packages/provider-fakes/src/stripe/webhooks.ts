import Stripe from 'stripe';
import type { StripeEvent } from './stripe-objects';

/** Where events are posted, and the endpoint's signing secret (`whsec_…`). */
export interface WebhookTarget {
  url: string;
  secret: string;
}

/** A webhook request as Stripe sends it: the exact body and its `Stripe-Signature`. */
export interface SignedDelivery {
  payload: string;
  signature: string;
  headers: Record<string, string>;
}

/** One attempt to post an event: the endpoint's HTTP status, or why it could not be reached. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  url: string;
  status: number | null;
  error: string | null;
}

/**
 * Signs a payload exactly as Stripe does (`t=…,v1=HMAC-SHA256(secret, "t.payload")`). An object
 * is serialised as Stripe serialises events; a string is signed as is. An old `timestamp`
 * (seconds) gives a stale delivery; changing `payload` afterwards gives a tampered one.
 */
export function signedDelivery(
  event: object | string,
  { secret, timestamp }: { secret: string; timestamp?: number },
): SignedDelivery {
  const payload = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return {
    payload,
    signature,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
  };
}

/**
 * Posts every event, in order and one at a time, to the current target; keeps what each
 * attempt gave. Failed deliveries are recorded, not retried.
 */
export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(public target: WebhookTarget | null) {}

  send(event: StripeEvent): void {
    const target = this.target;
    if (!target) return;
    this.queue = this.queue.then(() => this.post(event, target));
  }

  /** Resolves when every event sent so far has been delivered (or has failed). */
  settle(): Promise<void> {
    return this.queue;
  }

  private async post(event: StripeEvent, target: WebhookTarget): Promise<void> {
    const { payload, headers } = signedDelivery(event, { secret: target.secret });
    const delivery = { eventId: event.id, type: event.type, url: target.url };
    try {
      const response = await fetch(target.url, { method: 'POST', headers, body: payload });
      await response.arrayBuffer();
      this.deliveries.push({ ...delivery, status: response.status, error: null });
    } catch (error) {
      this.deliveries.push({ ...delivery, status: null, error: String(error) });
    }
  }
}
