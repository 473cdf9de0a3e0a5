import type { FakeState } from './fake-state';
import { paypalId, timestamp } from './ids';
import type { PayPalWebhookEvent } from './types';

export type EventType =
  | 'CHECKOUT.ORDER.APPROVED'
  | 'PAYMENT.CAPTURE.COMPLETED'
  | 'PAYMENT.CAPTURE.DENIED'
  | 'PAYMENT.CAPTURE.REFUNDED';

const RESOURCE_TYPES: Record<EventType, string> = {
  'CHECKOUT.ORDER.APPROVED': 'checkout-order',
  'PAYMENT.CAPTURE.COMPLETED': 'capture',
  'PAYMENT.CAPTURE.DENIED': 'capture',
  'PAYMENT.CAPTURE.REFUNDED': 'refund',
};

/**
 * Records a state change as the webhook event PayPal would send for it, and hands it on for
 * delivery to the merchant's webhook.
 */
export function recordEvent(
  fake: FakeState,
  eventType: EventType,
  resource: Record<string, unknown>,
  summary: string,
): PayPalWebhookEvent {
  const id = `WH-${paypalId()}-${paypalId()}`;
  const event: PayPalWebhookEvent = {
    id,
    event_version: '1.0',
    create_time: timestamp(),
    resource_type: RESOURCE_TYPES[eventType],
    resource_version: '2.0',
    event_type: eventType,
    summary,
    resource,
    links: [
      {
        href: `${fake.config.url}/v1/notifications/webhooks-events/${id}`,
        rel: 'self',
        method: 'GET',
      },
    ],
  };
  fake.events.push(event);
  fake.onEvent(event);
  return event;
}
