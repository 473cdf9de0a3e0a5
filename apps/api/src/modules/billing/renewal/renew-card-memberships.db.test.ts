import { bills, jobLeases, memberships, plans, type Membership } from '@postradar/db';
import type { StripeFake } from '@postradar/provider-fakes';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARD_RENEWAL_JOB, scheduleCardRenewal } from '../../../jobs/schedule-card-renewal';
import { findMembershipView } from '../membership-view';
import { openBill } from '../open-bill';
import { settleBill } from '../settle-bill';
import { stripeClientFor } from '../stripe/stripe-client';
import { saveCard, startStripeApp, testCards } from '../stripe/test/stripe-test-kit';
import { newKey, planBySlug, present, signInBuyer } from '../test/billing-fixtures';
import { renewalKey, unrecordedChargeMs } from './renew-card-membership';
import { renewCardMemberships } from './renew-card-memberships';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

describe('renewing card memberships (renewCardMemberships)', () => {
  let fake: StripeFake;
  let app: FastifyInstance;
  let stop: () => Promise<void>;
  let stripe: Stripe;
  let standardId: string;
  const log = { warn: vi.fn(), error: vi.fn(), debug: vi.fn(), info: vi.fn() };

  beforeAll(async () => {
    ({ fake, app, stop } = await startStripeApp());
    stripe = stripeClientFor(present(app.config.billing.stripe));
    standardId = (await planBySlug(app, 'standard')).id;
  });
  afterAll(() => stop());

  const renew = (now = new Date()) => renewCardMemberships(app.db, stripe, { now, log });

  const billsOf = (userId: string) =>
    app.db.select().from(bills).where(eq(bills.userId, userId)).orderBy(asc(bills.createdAt));

  async function membershipOf(userId: string): Promise<Membership> {
    const rows = await app.db.select().from(memberships).where(eq(memberships.userId, userId));
    expect(rows).toHaveLength(1);
    return present(rows[0]);
  }

  /** Moves the user's only membership's finish to `endsInMs` from now: its row as it is then. */
  async function endIn(userId: string, endsInMs: number): Promise<Membership> {
    const { id } = await membershipOf(userId);
    const [moved] = await app.db
      .update(memberships)
      .set({ endsAt: new Date(Date.now() + endsInMs) })
      .where(eq(memberships.id, id))
      .returning();
    return present(moved);
  }

  /**
   * A buyer who bought Standard by card through the checkout (card 4242), then saved
   * `renewalCard` (which becomes their default card), their plan ending in `endsInMs`.
   */
  async function cardMember(
    email: string,
    { endsInMs = 12 * hourMs, renewalCard }: { endsInMs?: number; renewalCard?: string } = {},
  ) {
    const buyer = await signInBuyer(app, email);
    await saveCard(buyer.call, fake, testCards.succeeds);
    const paid = await buyer.call('POST', '/payment/stripe/checkout', {
      planId: standardId,
      idempotencyKey: newKey(),
    });
    expect(paid.body.data.status).toBe('completed');
    if (renewalCard) await saveCard(buyer.call, fake, renewalCard);
    return { ...buyer, membership: await endIn(buyer.userId, endsInMs) };
  }

  /** A buyer whose Standard plan was paid once by PayPal or bank transfer, ending in 12 hours. */
  async function oneOffMember(email: string, method: 'paypal' | 'bank') {
    const buyer = await signInBuyer(app, email);
    await saveCard(buyer.call, fake, testCards.succeeds);
    const { bill } = await openBill(app.db, {
      userId: buyer.userId,
      planId: standardId,
      method,
      couponCode: '',
      idempotencyKey: newKey(),
      usdToVndRate: 25_790,
    });
    await settleBill(app.db, bill.id);
    return { ...buyer, membership: await endIn(buyer.userId, 12 * hourMs) };
  }

  /** The payment intents Stripe made for a bill. */
  const intentsOfBill = (billId: string) =>
    fake
      .events('payment_intent.created')
      .filter((event) => (event.data.object as Stripe.PaymentIntent).metadata.billId === billId);

  const loggedFor = (level: 'warn' | 'error', membershipId: string) =>
    log[level].mock.calls.filter(([fields]) => fields?.membershipId === membershipId);

  it('charges a card plan ending within a day once for its next period, however often and concurrently it runs', async () => {
    const { userId, call, membership } = await cardMember('renews@example.com');
    const runs = [...(await Promise.all([renew(), renew()])), await renew(), await renew()];
    expect(runs.reduce((renewed, run) => renewed + run.renewed, 0)).toBe(1);
    expect(runs.map((run) => run.errors + run.refused)).toEqual([0, 0, 0, 0]);

    const [checkout, renewal, ...more] = await billsOf(userId);
    expect(more).toEqual([]);
    expect(present(checkout).idempotencyKey).not.toBe(renewalKey(membership));
    const paid = present(renewal);
    expect(paid).toMatchObject({
      status: 'paid',
      method: 'stripe',
      price: 59,
      discount: 0,
      amount: 59,
      couponCode: null,
      idempotencyKey: `renewal:${membership.id}:${membership.endsAt.toISOString()}`,
      membershipId: membership.id,
    });
    expect(intentsOfBill(paid.id)).toHaveLength(1);
    const intent = await stripe.paymentIntents.retrieve(present(paid.providerRef));
    expect(intent).toMatchObject({ status: 'succeeded', amount: 5900, currency: 'usd' });

    const extended = await membershipOf(userId);
    expect(extended.endsAt.getTime()).toBe(membership.endsAt.getTime() + 30 * dayMs);
    expect(extended.canceledAt).toBeNull();
    const history = (await call('GET', '/payment/bills')).body.data;
    expect(history.map((bill: { status: string }) => bill.status)).toEqual(['paid', 'paid']);
  });

  it('renews a card plan once when two processes run the job at once', async () => {
    const { userId, membership } = await cardMember('job@example.com');
    const silent = { ...log, child: () => silent } as unknown as FastifyBaseLogger;
    const jobs = [1, 2].map(() =>
      scheduleCardRenewal(app.db, { stripe, intervalMs: hourMs, log: silent }),
    );
    await Promise.all(jobs.map((job) => job.runNow()));
    await Promise.all(jobs.map((job) => job.stop()));

    expect(await billsOf(userId)).toHaveLength(2);
    const extended = await membershipOf(userId);
    expect(extended.endsAt.getTime()).toBe(membership.endsAt.getTime() + 30 * dayMs);
    const [lease] = await app.db
      .select()
      .from(jobLeases)
      .where(eq(jobLeases.name, CARD_RENEWAL_JOB));
    expect(present(lease).lastResult).toMatchObject({ errors: 0 });
    expect((present(lease).lastResult as { renewed: number }).renewed).toBeGreaterThanOrEqual(1);
  });

  it('does not charge a plan whose renewal was cancelled, nor one ending in three days', async () => {
    const cancelled = await cardMember('stopped@example.com');
    expect((await cancelled.call('POST', '/payment/membership/cancel')).status).toBe(200);
    const later = await cardMember('later@example.com', { endsInMs: 3 * dayMs });
    await renew();
    for (const { userId, membership } of [cancelled, later]) {
      expect(await billsOf(userId)).toHaveLength(1);
      expect((await membershipOf(userId)).endsAt).toEqual(membership.endsAt);
    }
  });

  it('fails the bill of a declined card, and the plan ends at its finish', async () => {
    const { userId, call, membership } = await cardMember('declined-renewal@example.com', {
      renewalCard: testCards.declined,
    });
    await renew();
    await renew();

    const failed = present((await billsOf(userId))[1]);
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(intentsOfBill(failed.id)).toHaveLength(1);
    expect(await billsOf(userId)).toHaveLength(2);
    expect((await membershipOf(userId)).endsAt).toEqual(membership.endsAt);
    expect(loggedFor('warn', membership.id)).toHaveLength(1);
    const history = (await call('GET', '/payment/bills')).body.data;
    expect(history[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    const afterFinish = new Date(membership.endsAt.getTime() + 1);
    expect(await findMembershipView(app.db, userId, afterFinish)).toMatchObject({
      isExpired: true,
      finish: membership.endsAt.toISOString(),
    });
  });

  it('fails the bill when the card asks for 3-D Secure, which nobody can pass off session', async () => {
    const { userId, membership } = await cardMember('secure-renewal@example.com', {
      renewalCard: testCards.authenticates,
    });
    await renew();
    const failed = present((await billsOf(userId))[1]);
    expect(failed).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined. This transaction requires authentication.',
    });
    const intent = await stripe.paymentIntents.retrieve(present(failed.providerRef));
    expect(intent.status).toBe('requires_payment_method');
    expect((await membershipOf(userId)).endsAt).toEqual(membership.endsAt);
  });

  it('fails the bill when no card is saved any more', async () => {
    const { userId, call, membership } = await cardMember('no-card@example.com');
    const [card] = (await call('GET', '/payment/stripe/card')).body.data;
    expect((await call('DELETE', '/payment/stripe/card', { cardId: card.id })).status).toBe(200);
    await renew();
    expect(present((await billsOf(userId))[1])).toMatchObject({
      status: 'failed',
      failureMessage: 'There was no saved card to renew the plan with.',
    });
    expect((await membershipOf(userId)).endsAt).toEqual(membership.endsAt);
  });

  it('never charges a plan paid by PayPal or bank transfer', async () => {
    const members = [
      await oneOffMember('paypal-once@example.com', 'paypal'),
      await oneOffMember('bank-once@example.com', 'bank'),
    ];
    await renew();
    for (const { userId, call, membership } of members) {
      expect(await billsOf(userId)).toHaveLength(1);
      expect((await membershipOf(userId)).endsAt).toEqual(membership.endsAt);
      expect((await call('GET', '/payment/membership')).body.data.canCancel).toBe(false);
    }
  });

  it('logs a renewal that cannot be charged and goes on with the others', async () => {
    // Stripe refuses to charge less than $0.50: the charge is not made, for a reason no card has.
    const [tiny] = await app.db
      .insert(plans)
      .values({ slug: 'tiny', title: 'Tiny', price: 0.3 })
      .returning();
    const broken = await signInBuyer(app, 'broken@example.com');
    await saveCard(broken.call, fake, testCards.succeeds);
    const { bill } = await openBill(app.db, {
      userId: broken.userId,
      planId: present(tiny).id,
      method: 'stripe',
      couponCode: '',
      idempotencyKey: newKey(),
    });
    await settleBill(app.db, bill.id);
    const brokenMembership = await endIn(broken.userId, 6 * hourMs);
    const fine = await cardMember('fine@example.com');
    await renew();

    expect(loggedFor('error', brokenMembership.id)).toHaveLength(1);
    expect(present((await billsOf(broken.userId))[1])).toMatchObject({
      status: 'pending',
      providerRef: null,
    });
    expect((await membershipOf(broken.userId)).endsAt).toEqual(brokenMembership.endsAt);
    expect(present((await billsOf(fine.userId))[1]).status).toBe('paid');

    // Once the plan is off sale, its renewal is not tried again.
    await app.db.update(plans).set({ active: false }).where(eq(plans.slug, 'tiny'));
    await renew(new Date(Date.now() + unrecordedChargeMs));
    expect(loggedFor('error', brokenMembership.id)).toHaveLength(1);
  });

  it('leaves a renewal being charged by another run alone, and charges one cut off long ago once', async () => {
    const { userId, membership } = await cardMember('cut-off@example.com');
    const { bill } = await openBill(app.db, {
      userId,
      planId: standardId,
      method: 'stripe',
      couponCode: '',
      idempotencyKey: renewalKey(membership),
    });
    await renew();
    expect(intentsOfBill(bill.id)).toEqual([]);
    expect((await membershipOf(userId)).endsAt).toEqual(membership.endsAt);

    const later = new Date(Date.now() + unrecordedChargeMs);
    await renew(later);
    await renew(later);
    expect(intentsOfBill(bill.id)).toHaveLength(1);
    expect(await billsOf(userId)).toHaveLength(2);
    expect(present((await billsOf(userId))[1]).status).toBe('paid');
    expect((await membershipOf(userId)).endsAt.getTime()).toBe(
      membership.endsAt.getTime() + 30 * dayMs,
    );
  });
});
