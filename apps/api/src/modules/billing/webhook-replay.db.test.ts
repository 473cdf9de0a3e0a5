import { paymentEvents } from '@postradar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from './test/billing-fixtures';
import { buildDeliveries, type Delivery, type DeliveryKind } from './test/replay/build-deliveries';
import {
  billOfEvent,
  orderOfCaptureEvent,
  recordedEvents,
  type RecordedEvent,
} from './test/replay/fake-events';
import { billMismatches, membershipMismatches, type Verdicts } from './test/replay/find-mismatches';
import {
  intendedStatus,
  makePayment,
  planPayments,
  signInCardBuyer,
  type Buyer,
  type Payment,
} from './test/replay/make-payments';
import { providerVerdict } from './test/replay/provider-verdict';
import { startReplayWorld, type ReplayWorld } from './test/replay/replay-world';
import {
  burstsOf,
  sendInBursts,
  sendOneByOne,
  type DeliveryAnswer,
} from './test/replay/send-deliveries';

const paymentCount = 200;
const buyerCount = 7;
const mix = { total: 1000, tampered: 100, stale: 50, seed: 20_250_611 };
/** The first deliveries go one at a time; the rest in bursts sent all at once. */
const oneByOne = 600;
const burstSize = 12;

const keyOf = (provider: string, eventId: string) => `${provider} ${eventId}`;

/** Events the API applies and records (the others, a customer's or a card's, move no bill). */
function movesABill(recorded: RecordedEvent): boolean {
  if (recorded.provider === 'paypal') return true;
  const { type } = recorded.event;
  return type.startsWith('payment_intent.') || type === 'charge.refunded';
}

/** How many more times than once the bursts sent the same event at the same moment. */
function racingCopies(bursts: Delivery[][]): number {
  return bursts.reduce((sum, burst) => {
    const ids = burst.map(({ provider, eventId }) => keyOf(provider, eventId));
    return sum + ids.length - new Set(ids).size;
  }, 0);
}

const describeAnswer = ({ delivery, status, body }: DeliveryAnswer) =>
  `${delivery.kind} ${delivery.provider} ${delivery.eventId}: ${status} ${JSON.stringify(body)}`;

/**
 * Money under hostile webhook traffic: 200 payments of every kind through the checkout routes,
 * with the fakes posting nothing; then 1,000 deliveries of what the fakes recorded (every event,
 * duplicates, forgeries, stale replays), shuffled, one by one and in concurrent bursts. Whatever
 * arrived, every bill must end where its provider says and every membership last one period per
 * bill kept paid.
 */
describe('webhook replay: 1,000 hostile deliveries about 200 payments', () => {
  let world: ReplayWorld | undefined;
  const payments: Payment[] = [];
  let events: RecordedEvent[] = [];
  let bursts: Delivery[][] = [];
  let answers: DeliveryAnswer[] = [];
  let verdicts: Verdicts = new Map();
  let billsWrong: string[] = [];
  let membershipsWrong: string[] = [];

  const started = () => {
    if (!world) throw new Error('The replay world did not start.');
    return world;
  };
  const answersOf = (...kinds: DeliveryKind[]) =>
    answers.filter(({ delivery }) => kinds.includes(delivery.kind));

  beforeAll(async () => {
    const replay = (world = await startReplayWorld());
    const buyers: Buyer[] = [];
    for (let n = 0; n < buyerCount; n++)
      buyers.push(await signInCardBuyer(replay, `replay-${n}@example.com`));
    // One after another, so that the fakes record their events in the same order on every run.
    for (const [index, plan] of planPayments(paymentCount).entries())
      payments.push(await makePayment(replay, present(buyers[index % buyerCount]), plan));
    events = recordedEvents(replay);
    const deliveries = buildDeliveries(replay, events, mix);
    bursts = burstsOf(deliveries.slice(oneByOne), burstSize);
    answers = [
      ...(await sendOneByOne(replay.app, deliveries.slice(0, oneByOne))),
      ...(await sendInBursts(replay.app, bursts)),
    ];
    const verdictList = await Promise.all(
      payments.map(
        async (payment) => [payment.billId, await providerVerdict(replay, payment)] as const,
      ),
    );
    verdicts = new Map(verdictList);
    billsWrong = await billMismatches(replay, payments, verdicts);
    membershipsWrong = await membershipMismatches(replay, payments, verdicts);
  }, 150_000);

  afterAll(async () => {
    const count = (kind: DeliveryKind) => answersOf(kind).length;
    console.log(
      `webhook replay: ${answers.length} deliveries (${count('genuine')} genuine, ` +
        `${count('duplicate')} duplicates, ${count('tampered')} tampered, ${count('stale')} stale; ` +
        `${answers.length - oneByOne} in ${bursts.length} concurrent bursts, ` +
        `${racingCopies(bursts)} racing copies) -> ${payments.length} payments, ` +
        `${billsWrong.length + membershipsWrong.length} mismatches`,
    );
    await world?.stop();
  });

  it('makes every kind of payment, and delivers every recorded event at least once', () => {
    expect(payments).toHaveLength(paymentCount);
    expect(answers).toHaveLength(mix.total);
    expect(answersOf('tampered')).toHaveLength(mix.tampered);
    expect(answersOf('stale')).toHaveLength(mix.stale);
    const delivered = new Set(
      answersOf('genuine').map(({ delivery }) => keyOf(delivery.provider, delivery.eventId)),
    );
    expect(
      events.filter(({ provider, event }) => !delivered.has(keyOf(provider, event.id))),
    ).toEqual([]);
    expect(answersOf('duplicate').length).toBeGreaterThan(100);
    expect(racingCopies(bursts)).toBeGreaterThan(0);
  });

  it('answers every genuine delivery and every duplicate with 2xx', () => {
    const refused = answersOf('genuine', 'duplicate').filter(
      ({ status }) => status < 200 || status > 299,
    );
    expect(refused.map(describeAnswer)).toEqual([]);
  });

  it('refuses every tampered or stale delivery with 400, and none of them moves money', () => {
    const hostile = answersOf('tampered', 'stale');
    const accepted = hostile.filter(
      ({ status, body }) =>
        status !== 400 ||
        (body as { code?: string; message?: string }).message !== 'Invalid signature.',
    );
    expect(accepted.map(describeAnswer)).toEqual([]);
    const watched = hostile.filter(({ changedMoney }) => changedMoney !== null);
    expect(watched.length).toBeGreaterThan(0);
    expect(watched.filter(({ changedMoney }) => changedMoney).map(describeAnswer)).toEqual([]);
  });

  it('brings every bill to the state its provider reports, where its scenario leads', () => {
    const astray = payments.filter(
      (payment) => verdicts.get(payment.billId) !== intendedStatus(payment),
    );
    expect(
      astray.map(
        ({ provider, scenario, billId }) =>
          `${provider} ${scenario} ${billId}: ${verdicts.get(billId)}`,
      ),
    ).toEqual([]);
    expect(billsWrong).toEqual([]);
  });

  it("lets each buyer's membership last one period per bill the provider kept paid", () => {
    expect(started().plan.periodDays).toBe(30);
    expect(membershipsWrong).toEqual([]);
  });

  it('records each applied event exactly once, and nothing it did not apply', async () => {
    const rows = await started().app.db.select().from(paymentEvents);
    const recorded = rows.map(({ provider, eventId }) => keyOf(provider, eventId));
    expect(recorded.length).toBe(new Set(recorded).size);
    const genuine = new Set(events.map(({ provider, event }) => keyOf(provider, event.id)));
    expect(recorded.filter((key) => !genuine.has(key))).toEqual([]);
    const applied = new Set(recorded);
    const missing = events
      .filter(movesABill)
      .map(({ provider, event }) => keyOf(provider, event.id))
      .filter((key) => !applied.has(key));
    expect(missing).toEqual([]);
  });

  it('has each payment taken at most once by its provider', () => {
    const { stripeFake, paypalFake } = started();
    const charged = stripeFake
      .events('charge.succeeded')
      .map((event) => billOfEvent({ provider: 'stripe', event }));
    const captured = paypalFake
      .events()
      .filter(({ event_type }) => event_type === 'PAYMENT.CAPTURE.COMPLETED')
      .map(orderOfCaptureEvent);
    for (const takings of [charged, captured])
      expect(takings.filter((ref, index) => takings.indexOf(ref) !== index)).toEqual([]);
  });
});
