import type { PayPalWebhookEvent, StripeEvent } from '@postradar/provider-fakes';
import fc from 'fast-check';
import { webhookSecret } from '../../stripe/test/stripe-test-kit';
import { present } from '../billing-fixtures';
import { billOfEvent, type RecordedEvent } from './fake-events';
import type { ReplayWorld } from './replay-world';

export type DeliveryKind = 'genuine' | 'duplicate' | 'tampered' | 'stale';

/** One POST to a provider's webhook route, and what it carries. */
export interface Delivery {
  kind: DeliveryKind;
  provider: 'stripe' | 'paypal';
  /** The event's id: a forged one for tampered and stale deliveries, never a genuine event's. */
  eventId: string;
  /** The bill the event is about (or the event itself): deliveries about one are sent together. */
  topic: string;
  url: string;
  headers: Record<string, string>;
  payload: string;
}

/** How many deliveries of each hostile kind, in how many in all, shuffled with which seed. */
export interface ReplayMix {
  total: number;
  tampered: number;
  stale: number;
  seed: number;
}

const webhookUrl = { stripe: '/payment/stripe/webhook', paypal: '/payment/paypal/webhook' };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The signature with its last hex digit changed. */
const spoiled = (signature: string) =>
  `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;

/** Where a delivery of the event goes, and what it is about, before it is signed. */
function addressOf(recorded: RecordedEvent, kind: DeliveryKind, eventId = recorded.event.id) {
  const topic = billOfEvent(recorded) ?? recorded.event.id;
  return { kind, provider: recorded.provider, eventId, topic, url: webhookUrl[recorded.provider] };
}

/** The event as its provider signs it. */
function genuine(world: ReplayWorld, recorded: RecordedEvent, kind: DeliveryKind): Delivery {
  if (recorded.provider === 'stripe') {
    const { payload, headers } = world.stripeFake.signedDelivery(recorded.event, {
      secret: webhookSecret,
    });
    return { ...addressOf(recorded, kind), headers, payload };
  }
  const { body, headers } = world.paypalFake.signedDelivery(recorded.event);
  return { ...addressOf(recorded, kind), headers, payload: body };
}

/**
 * A Stripe event under a forged id that claims its payment succeeded: its body changed after
 * Stripe signed the real one, signed and then its signature changed, or signed `ageSeconds` ago.
 */
function hostileStripe(
  world: ReplayWorld,
  event: StripeEvent,
  forgedId: string,
  attack: 'body' | 'signature' | { ageSeconds: number },
) {
  const forged = {
    ...event,
    id: forgedId,
    data: { object: { ...event.data.object, status: 'succeeded' } },
  };
  const sign = (payload: object, timestamp?: number) =>
    world.stripeFake.signedDelivery(payload, { secret: webhookSecret, timestamp });
  if (attack === 'body') {
    const { headers } = sign(event);
    return { headers, payload: JSON.stringify(forged, null, 2) };
  }
  if (attack === 'signature') {
    const { headers, payload } = sign(forged);
    return {
      headers: { ...headers, 'stripe-signature': spoiled(headers['stripe-signature'] ?? '') },
      payload,
    };
  }
  return sign(forged, nowSeconds() - attack.ageSeconds);
}

/** A PayPal event under a forged id, its body or its signature changed after signing. */
function hostilePayPal(
  world: ReplayWorld,
  event: PayPalWebhookEvent,
  forgedId: string,
  tamper: 'body' | 'signature',
) {
  const { headers, body } = world.paypalFake.signedDelivery({ ...event, id: forgedId }, { tamper });
  return { headers, payload: body };
}

/** A forged event, its body or its signature changed after signing. */
function tampered(world: ReplayWorld, recorded: RecordedEvent, index: number): Delivery {
  const attack = index % 2 === 0 ? 'body' : 'signature';
  const eventId = `${recorded.provider === 'stripe' ? 'evt' : 'WH'}-forged-${index}`;
  const signed =
    recorded.provider === 'stripe'
      ? hostileStripe(world, recorded.event, eventId, attack)
      : hostilePayPal(world, recorded.event, eventId, attack);
  return { ...addressOf(recorded, 'tampered', eventId), ...signed };
}

/** A forged Stripe event, signed correctly but `ageSeconds` ago. */
function stale(
  world: ReplayWorld,
  event: StripeEvent,
  index: number,
  ageSeconds: number,
): Delivery {
  const eventId = `evt-stale-${index}`;
  const signed = hostileStripe(world, event, eventId, { ageSeconds });
  return { ...addressOf({ provider: 'stripe', event }, 'stale', eventId), ...signed };
}

/**
 * Exactly `mix.total` deliveries of the recorded events, in an order drawn from `mix.seed`: each
 * event once as it was signed, duplicates of events drawn at random, tampered deliveries of
 * either provider, Stripe deliveries signed more than 300 s ago; the whole list shuffled.
 */
export function buildDeliveries(
  world: ReplayWorld,
  events: RecordedEvent[],
  mix: ReplayMix,
): Delivery[] {
  const stripeEvents = events.flatMap((recorded) =>
    recorded.provider === 'stripe' ? [recorded.event] : [],
  );
  const duplicates = mix.total - events.length - mix.tampered - mix.stale;
  if (duplicates < 0) throw new Error(`${events.length} events do not fit in ${mix.total}.`);
  const picks = (max: number, length: number) =>
    fc.array(fc.nat({ max }), { minLength: length, maxLength: length });
  const indices = Array.from({ length: mix.total }, (_, index) => index);
  const [draw] = fc.sample(
    fc.noBias(
      fc.record({
        duplicated: picks(events.length - 1, duplicates),
        tampered: picks(events.length - 1, mix.tampered),
        stale: picks(stripeEvents.length - 1, mix.stale),
        ages: fc.array(fc.integer({ min: 301, max: 86_400 }), {
          minLength: mix.stale,
          maxLength: mix.stale,
        }),
        order: fc.shuffledSubarray(indices, { minLength: mix.total, maxLength: mix.total }),
      }),
    ),
    { seed: mix.seed, numRuns: 1 },
  );
  const { duplicated, tampered: forged, stale: old, ages, order } = present(draw);
  const all = [
    ...events.map((recorded) => genuine(world, recorded, 'genuine')),
    ...duplicated.map((index) => genuine(world, present(events[index]), 'duplicate')),
    ...forged.map((index, n) => tampered(world, present(events[index]), n)),
    ...old.map((index, n) => stale(world, present(stripeEvents[index]), n, present(ages[n]))),
  ];
  return order.map((index) => present(all[index]));
}
