import type { PayPalSignedDelivery } from './webhook-signature';
import type { PayPalWebhookEvent } from './types';

/** How one delivery to the merchant's webhook went: the HTTP status, or why it did not arrive. */
export interface PayPalDeliveryResult {
  eventId: string;
  eventType: string;
  status?: number;
  error?: string;
}

const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Posts each event to the merchant's webhook (when one is configured) as PayPal does: once, in the
 * background, signed. `delivered()` waits for the deliveries under way and lists every result.
 */
export function createWebhookSender(
  webhookUrl: string | undefined,
  sign: (event: PayPalWebhookEvent) => PayPalSignedDelivery,
) {
  const results: PayPalDeliveryResult[] = [];
  const pending = new Set<Promise<void>>();

  async function deliver(event: PayPalWebhookEvent, url: string): Promise<void> {
    const { headers, body } = sign(event);
    const result: PayPalDeliveryResult = { eventId: event.id, eventType: event.event_type };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'user-agent': 'PayPal/AUHD-214.0-fake' },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      result.status = response.status;
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
    }
    results.push(result);
  }

  return {
    send(event: PayPalWebhookEvent): void {
      if (!webhookUrl) return;
      const delivery = deliver(event, webhookUrl).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async delivered(): Promise<PayPalDeliveryResult[]> {
      while (pending.size > 0) await Promise.all(pending);
      return [...results];
    },
  };
}
