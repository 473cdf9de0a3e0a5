import type { PayPalWebhookEvent, StripeEvent } from '@postradar/provider-fakes';
import type { ReplayWorld } from './replay-world';

/** An event one of the fakes recorded, with the provider that recorded it. */
export type RecordedEvent =
  { provider: 'stripe'; event: StripeEvent } | { provider: 'paypal'; event: PayPalWebhookEvent };

/** Every event both fakes recorded so far, oldest first per provider. */
export function recordedEvents(world: ReplayWorld): RecordedEvent[] {
  return [
    ...world.stripeFake.events().map((event) => ({ provider: 'stripe' as const, event })),
    ...world.paypalFake.events().map((event) => ({ provider: 'paypal' as const, event })),
  ];
}

/** The order a PayPal capture event is about. */
export function orderOfCaptureEvent(event: PayPalWebhookEvent): string | undefined {
  const related = event.resource.supplementary_data as
    { related_ids?: { order_id?: string } } | undefined;
  return related?.related_ids?.order_id;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The bill an event is about, as the provider's object names it (a payment intent's or charge's
 * metadata, a PayPal order's, capture's or refund's custom_id); undefined for a customer, a card.
 */
export function billOfEvent(recorded: RecordedEvent): string | undefined {
  if (recorded.provider === 'stripe') {
    const { object } = recorded.event.data;
    return 'metadata' in object ? textOf(object.metadata.billId) : undefined;
  }
  const { resource } = recorded.event;
  const units = resource.purchase_units as { custom_id?: string }[] | undefined;
  return textOf(resource.custom_id) ?? units?.[0]?.custom_id;
}
