import { bills, memberships, paymentEvents, type Database } from '@postradar/db';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Delivery } from './build-deliveries';

/** What the API answered to a delivery; for a hostile one sent alone, whether anything moved. */
export interface DeliveryAnswer {
  delivery: Delivery;
  status: number;
  body: unknown;
  /** Whether bills, memberships or recorded events changed meanwhile (null: not watched). */
  changedMoney: boolean | null;
}

const isHostile = ({ kind }: Delivery) => kind === 'tampered' || kind === 'stale';

/** Everything a delivery could move money with: bills, memberships, recorded events. */
async function moneyState(db: Database): Promise<string> {
  const billRows = await db
    .select({ id: bills.id, status: bills.status, appliedAt: bills.appliedAt })
    .from(bills)
    .orderBy(asc(bills.id));
  const membershipRows = await db
    .select({ id: memberships.id, endsAt: memberships.endsAt })
    .from(memberships)
    .orderBy(asc(memberships.id));
  const eventRows = await db
    .select({ provider: paymentEvents.provider, eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .orderBy(asc(paymentEvents.provider), asc(paymentEvents.eventId));
  return JSON.stringify([billRows, membershipRows, eventRows]);
}

async function post(app: FastifyInstance, delivery: Delivery) {
  const answer = await app.inject({
    method: 'POST',
    url: delivery.url,
    headers: delivery.headers,
    payload: delivery.payload,
  });
  return { status: answer.statusCode, body: answer.json<unknown>() };
}

/**
 * Sends the deliveries one after another. Around each tampered or stale one the money tables
 * are read, so that a refused delivery that still moved something shows.
 */
export async function sendOneByOne(
  app: FastifyInstance,
  deliveries: Delivery[],
): Promise<DeliveryAnswer[]> {
  const answers: DeliveryAnswer[] = [];
  for (const delivery of deliveries) {
    const before = isHostile(delivery) ? await moneyState(app.db) : null;
    const answer = await post(app, delivery);
    const changedMoney = before === null ? null : before !== (await moneyState(app.db));
    answers.push({ delivery, ...answer, changedMoney });
  }
  return answers;
}

/**
 * Groups the deliveries by the bill they are about (in order of first appearance) and packs the
 * groups into bursts of about `burstSize`: each burst is sent at once, so that copies of one event
 * and the events of one payment race each other.
 */
export function burstsOf(deliveries: Delivery[], burstSize: number): Delivery[][] {
  const byTopic = new Map<string, Delivery[]>();
  for (const delivery of deliveries) {
    const group = byTopic.get(delivery.topic) ?? [];
    if (group.length === 0) byTopic.set(delivery.topic, group);
    group.push(delivery);
  }
  const bursts: Delivery[][] = [];
  let burst: Delivery[] = [];
  for (const group of byTopic.values()) {
    if (burst.length > 0 && burst.length + group.length > burstSize) {
      bursts.push(burst);
      burst = [];
    }
    burst.push(...group);
  }
  if (burst.length > 0) bursts.push(burst);
  return bursts;
}

/** Sends each burst's deliveries all at once, one burst after another. */
export async function sendInBursts(
  app: FastifyInstance,
  bursts: Delivery[][],
): Promise<DeliveryAnswer[]> {
  const answers: DeliveryAnswer[] = [];
  for (const burst of bursts) {
    const answered = await Promise.all(
      burst.map(async (delivery) => ({
        delivery,
        ...(await post(app, delivery)),
        changedMoney: null,
      })),
    );
    answers.push(...answered);
  }
  return answers;
}
