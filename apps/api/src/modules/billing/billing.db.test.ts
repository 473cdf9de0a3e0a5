import { bills, memberships } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { collectionCaller } from '../favorites/test/collection-caller';
import { openBill } from './open-bill';
import { refundBill, settleBill } from './settle-bill';
import { addCoupon, newKey, planBySlug, present, signInBuyer } from './test/billing-fixtures';

const dayMs = 86_400_000;

describe('memberships, bills, coupons and the free checkout (/payment)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers 401 to the signed-in calls without a user', async () => {
    const call = collectionCaller(app);
    for (const [method, url] of [
      ['GET', '/payment/membership'],
      ['POST', '/payment/membership/cancel'],
      ['GET', '/payment/bills'],
      ['GET', '/payment/gateway/available'],
      ['POST', '/payment/free/checkout'],
    ] as const) {
      const { status, body } = await call(method, url, method === 'POST' ? {} : undefined);
      expect(status, url).toBe(401);
      expect(body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('starts the free trial once, for seven days, and shows it as the membership', async () => {
    const { call } = await signInBuyer(app, 'trial@example.com');
    expect((await call('GET', '/payment/membership')).body.data).toBeNull();
    const trial = await planBySlug(app, 'trial');
    const started = await call('POST', '/payment/free/checkout', {
      planId: trial.id,
      idempotencyKey: newKey(),
    });
    expect(started.status).toBe(200);
    expect(started.body.data.status).toBe('completed');
    const membership = started.body.data.membership;
    expect(membership).toMatchObject({
      plan: { slug: 'trial' },
      isExpired: false,
      canCancel: false,
      method: 'trial',
      owner: { email: 'trial@example.com' },
    });
    expect(Date.parse(membership.finish) - Date.parse(membership.start)).toBe(7 * dayMs);
    const again = await call('POST', '/payment/free/checkout', {
      planId: trial.id,
      idempotencyKey: newKey(),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'PLAN_UNAVAILABLE',
      message: 'The free trial has already been used. Choose another plan.',
    });
    const history = await call('GET', '/payment/bills');
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ status: 'paid', price: 0, method: 'free' });
  });

  it('refuses a free checkout of a paid plan, and an unknown plan', async () => {
    const { call } = await signInBuyer(app, 'notfree@example.com');
    const standard = await planBySlug(app, 'standard');
    const paid = await call('POST', '/payment/free/checkout', {
      planId: standard.id,
      idempotencyKey: newKey(),
    });
    expect(paid.status).toBe(400);
    const unknown = await call('POST', '/payment/free/checkout', {
      planId: '00000000-0000-4000-8000-000000000000',
      idempotencyKey: newKey(),
    });
    expect(unknown.body.code).toBe('PLAN_UNAVAILABLE');
    expect(
      (await app.db.select().from(bills)).filter((bill) => bill.planId === standard.id),
    ).toEqual([]);
  });

  it('applies a coupon by its rules, computing the discount on the server', async () => {
    const { call } = await signInBuyer(app, 'coupons@example.com');
    const standard = await planBySlug(app, 'standard');
    await addCoupon(app, { code: 'half', kind: 'percent', value: 50, planSlugs: ['standard'] });
    await addCoupon(app, { code: 'tenoff', kind: 'fixed', value: 10, methods: ['paypal'] });
    await addCoupon(app, { code: 'old', endsAt: new Date(Date.now() - dayMs) });
    const apply = (code: string, method = 'stripe') =>
      call('POST', '/payment/coupon/apply', { planId: standard.id, code, method });
    expect((await apply('Half')).body).toMatchObject({
      data: { discount: 29.5, text: '50% off' },
      message: 'Coupon applied.',
    });
    expect((await apply('TENOFF', 'paypal')).body.data.discount).toBe(10);
    expect((await apply('TENOFF', 'stripe')).body).toMatchObject({
      code: 'COUPON_INVALID',
      message: 'This coupon cannot be used with this payment method.',
    });
    expect((await apply('old')).body.message).toBe('This coupon has expired.');
    expect((await apply('nothing')).body.message).toBe('This coupon code does not exist.');
    const pod = await planBySlug(app, 'pod-drs');
    const onPod = await call('POST', '/payment/coupon/apply', {
      planId: pod.id,
      code: 'HALF',
      method: 'stripe',
    });
    expect(onPod.body.message).toBe('This coupon cannot be used for this plan.');
    expect((await call('POST', '/payment/coupon/available', { method: 'paypal' })).body.data).toBe(
      true,
    );
    expect(
      (await call('POST', '/payment/coupon/available', { method: 'bank', code: 'tenoff' })).body
        .data,
    ).toBe(false);
  });

  it('counts coupon uses per user and in all', async () => {
    const first = await signInBuyer(app, 'once-a@example.com');
    const second = await signInBuyer(app, 'once-b@example.com');
    const standard = await planBySlug(app, 'standard');
    await addCoupon(app, { code: 'ONCE', maxUses: 1, maxUsesPerUser: 1 });
    const open = (userId: string) =>
      openBill(app.db, {
        userId,
        planId: standard.id,
        method: 'stripe',
        couponCode: 'once',
        idempotencyKey: newKey(),
      });
    const { bill } = await open(first.userId);
    expect(bill).toMatchObject({ price: 59, discount: 29.5, amount: 29.5, couponCode: 'ONCE' });
    await expect(open(first.userId)).rejects.toThrow('This coupon has been used up.');
    await expect(open(second.userId)).rejects.toThrow('This coupon has been used up.');
  });

  it('opens one bill per idempotency key, and settles it once however often it is told', async () => {
    const { userId, call } = await signInBuyer(app, 'once@example.com');
    const standard = await planBySlug(app, 'standard');
    const key = newKey();
    const input = {
      userId,
      planId: standard.id,
      method: 'stripe' as const,
      couponCode: '',
      idempotencyKey: key,
    };
    const opened = await Promise.all([openBill(app.db, input), openBill(app.db, input)]);
    expect(opened[0].bill.id).toBe(opened[1].bill.id);
    expect(opened.filter((result) => result.isRepeat)).toHaveLength(1);
    await expect(openBill(app.db, { ...input, method: 'paypal' })).rejects.toThrow(
      'This checkout was started with another order',
    );
    const billId = opened[0].bill.id;
    await Promise.all([
      settleBill(app.db, billId),
      settleBill(app.db, billId),
      settleBill(app.db, billId),
    ]);
    const rows = await app.db.select().from(memberships).where(eq(memberships.userId, userId));
    expect(rows).toHaveLength(1);
    const row = present(rows[0]);
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(30 * dayMs);
    const membership = (await call('GET', '/payment/membership')).body.data;
    expect(membership).toMatchObject({
      plan: { slug: 'standard' },
      canCancel: true,
      method: 'stripe',
    });
  });

  it('extends the same plan by a period, and carries the rest of another plan over at its price', async () => {
    const { userId } = await signInBuyer(app, 'switch@example.com');
    const standard = await planBySlug(app, 'standard');
    const pod = await planBySlug(app, 'pod-drs');
    const now = new Date('2026-01-01T00:00:00Z');
    const pay = async (planId: string, at: Date) => {
      const { bill } = await openBill(app.db, {
        userId,
        planId,
        method: 'stripe',
        couponCode: '',
        idempotencyKey: newKey(),
        now: at,
      });
      return settleBill(app.db, bill.id, { now: at });
    };
    await pay(standard.id, now);
    await pay(standard.id, new Date(now.getTime() + dayMs));
    let rows = await app.db.select().from(memberships).where(eq(memberships.userId, userId));
    expect(rows).toHaveLength(1);
    expect(present(rows[0]).endsAt.toISOString()).toBe(
      new Date(now.getTime() + 60 * dayMs).toISOString(),
    );
    const switchAt = new Date(now.getTime() + 30 * dayMs);
    await pay(pod.id, switchAt);
    rows = await app.db.select().from(memberships).where(eq(memberships.userId, userId));
    const podRow = present(rows.find((row) => row.planId === pod.id));
    const standardRow = present(rows.find((row) => row.planId === standard.id));
    expect(standardRow.endsAt.toISOString()).toBe(switchAt.toISOString());
    // 30 days of Standard ($59) are worth 30 * 59 / 99 days of POD Pro ($99).
    const carried = Math.floor((30 * dayMs * 59) / 99);
    expect(podRow.endsAt.getTime()).toBe(switchAt.getTime() + 30 * dayMs + carried);
  });

  it('takes a refunded period back, and never applies a bill refunded before it was paid', async () => {
    const { userId } = await signInBuyer(app, 'refund@example.com');
    const standard = await planBySlug(app, 'standard');
    const open = () =>
      openBill(app.db, {
        userId,
        planId: standard.id,
        method: 'paypal',
        couponCode: '',
        idempotencyKey: newKey(),
      });
    const first = (await open()).bill;
    const second = (await open()).bill;
    await settleBill(app.db, first.id);
    await settleBill(app.db, second.id);
    const [before] = await app.db.select().from(memberships).where(eq(memberships.userId, userId));
    await refundBill(app.db, second.id);
    await refundBill(app.db, second.id);
    const [after] = await app.db.select().from(memberships).where(eq(memberships.userId, userId));
    expect(present(before).endsAt.getTime() - present(after).endsAt.getTime()).toBe(30 * dayMs);
    const third = (await open()).bill;
    await refundBill(app.db, third.id);
    const late = await settleBill(app.db, third.id);
    expect(late.status).toBe('refunded');
    const [unchanged] = await app.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, userId));
    expect(present(unchanged).endsAt).toEqual(present(after).endsAt);
  });

  it('cancels the renewal of a card plan and keeps access until its finish', async () => {
    const { userId, call } = await signInBuyer(app, 'cancel@example.com');
    expect((await call('POST', '/payment/membership/cancel')).status).toBe(412);
    const standard = await planBySlug(app, 'standard');
    const { bill } = await openBill(app.db, {
      userId,
      planId: standard.id,
      method: 'stripe',
      couponCode: '',
      idempotencyKey: newKey(),
    });
    await settleBill(app.db, bill.id);
    expect((await call('GET', '/payment/membership')).body.data.canCancel).toBe(true);
    const cancelled = await call('POST', '/payment/membership/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ canCancel: false, isExpired: false });
    expect(cancelled.body.data.cancelledAt).not.toBeNull();
    expect((await call('POST', '/payment/membership/cancel')).status).toBe(412);
  });

  it('has no renewal to cancel for a plan paid by bank transfer', async () => {
    const { userId, call } = await signInBuyer(app, 'cancel-bank@example.com');
    const standard = await planBySlug(app, 'standard');
    const { bill } = await openBill(app.db, {
      userId,
      planId: standard.id,
      method: 'bank',
      couponCode: '',
      idempotencyKey: newKey(),
      usdToVndRate: 25_790,
    });
    expect(bill.amountVnd).toBe(1_522_000);
    await settleBill(app.db, bill.id);
    const membership = (await call('GET', '/payment/membership')).body.data;
    expect(membership).toMatchObject({ method: 'bank', isExpired: false, canCancel: false });
    const refused = await call('POST', '/payment/membership/cancel');
    expect(refused.status).toBe(412);
    expect(refused.body.message).toBe('There is no plan renewal to cancel.');
    expect((await call('GET', '/payment/membership')).body.data.cancelledAt).toBeNull();

    // The next period paid by card makes the same plan renew by card.
    const { bill: byCard } = await openBill(app.db, {
      userId,
      planId: standard.id,
      method: 'stripe',
      couponCode: '',
      idempotencyKey: newKey(),
    });
    await settleBill(app.db, byCard.id);
    expect((await call('GET', '/payment/membership')).body.data).toMatchObject({
      method: 'stripe',
      canCancel: true,
    });
  });

  it('lists only the configured ways to pay, and hides other users bills', async () => {
    const { call } = await signInBuyer(app, 'gateways@example.com');
    expect((await call('GET', '/payment/gateway/available')).body.data).toEqual([]);
    const other = await signInBuyer(app, 'other-bills@example.com');
    const [someone] = await app.db.select().from(bills).limit(1);
    expect((await other.call('GET', `/payment/bills/${present(someone).id}`)).status).toBe(404);
  });
});
