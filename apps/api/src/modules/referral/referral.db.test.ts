import { referralTexts } from '@postradar/contracts';
import { bills, plans, referralClicks, users, type BillStatus } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { newBillCode } from '../billing/bill-code';
import { createAffiliateCode } from '../users/user-repository';
import { decideMembership, recordPayout } from './member-repository';

const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

/** Each test clicks from an address of its own: the click limit (3 a minute) counts per address. */
let lastAddress = 0;
const newAddress = () => `10.0.0.${(lastAddress += 1)}`;

describe('the referral programme (/api/referral)', () => {
  let app: FastifyInstance;
  let planId: string;

  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_REFERRAL_CLICKS_PER_MINUTE: '3' });
    const [standard] = await app.db.select().from(plans).where(eq(plans.slug, 'standard'));
    if (!standard) throw new Error('the plans are not seeded');
    planId = standard.id;
  });
  afterAll(() => app.close());

  /** A signed-in user: their row and a caller answering the status and the body. */
  const signIn = async (email: string) => {
    const { user, auth } = await signInTestUser(app, { email, plan: null });
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await app.inject({
        method,
        url,
        headers: auth,
        ...(payload === undefined ? {} : { payload }),
      });
      return { status: response.statusCode, body: response.json() };
    };
    return { user, auth, call };
  };

  /** A signed-in user the programme accepted. */
  const member = async (email: string) => {
    const signedIn = await signIn(email);
    expect((await signedIn.call('POST', '/api/referral/join')).status).toBe(200);
    await decideMembership(app.db, signedIn.user.id, 'accepted');
    return signedIn;
  };

  const click = (code: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/referral/clicks', payload: { code }, remoteAddress });

  /** A user who signed up through `referrerId`'s link. */
  const referral = async (referrerId: string, email: string) => {
    const [user] = await app.db
      .insert(users)
      .values({ email, name: email, affiliateCode: createAffiliateCode(), referredBy: referrerId })
      .returning();
    if (!user) throw new Error('the user was not stored');
    return user;
  };

  const bill = async (
    userId: string,
    input: { amount: number; status?: BillStatus; paidAt?: Date; title?: string },
  ) => {
    const status = input.status ?? 'paid';
    const [stored] = await app.db
      .insert(bills)
      .values({
        code: newBillCode(),
        userId,
        planId,
        title: input.title ?? 'Standard',
        method: input.amount === 0 ? 'free' : 'stripe',
        status,
        price: input.amount,
        amount: input.amount,
        paidAt: input.paidAt ?? (status === 'paid' ? new Date() : null),
      })
      .returning();
    if (!stored) throw new Error('the bill was not stored');
    return stored;
  };

  it('answers 401 in the envelope to the calls of signed-in users', async () => {
    const calls = [
      ['GET', '/api/referral', undefined],
      ['POST', '/api/referral/join', undefined],
      ['PUT', '/api/referral/payout', { email: 'pay@example.com' }],
      ['PUT', '/api/referral/code', { code: 'my-code' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('takes a user from not joined to pending (asking again changes nothing) to accepted', async () => {
    const { user, call } = await signIn('joiner@example.com');
    const terms = { commissionPercent: 20, holdDays: 30 };
    expect(await call('GET', '/api/referral')).toEqual({
      status: 200,
      body: {
        success: true,
        data: {
          status: 'none',
          code: user.affiliateCode,
          joinedAt: null,
          payoutEmail: null,
          ...terms,
          earnings: null,
        },
      },
    });

    const joined = await call('POST', '/api/referral/join');
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({ status: 'pending', earnings: null, ...terms });
    const joinedAt = joined.body.data.joinedAt;
    expect(Date.parse(joinedAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await call('POST', '/api/referral/join');
    expect(again.body.data).toEqual(joined.body.data);
    expect((await call('GET', '/api/referral')).body.data).toEqual(joined.body.data);

    await decideMembership(app.db, user.id, 'accepted');
    const accepted = (await call('GET', '/api/referral')).body.data;
    expect(accepted).toEqual({
      status: 'accepted',
      code: user.affiliateCode,
      joinedAt,
      payoutEmail: null,
      ...terms,
      earnings: {
        clicks: 0,
        referrals: 0,
        conversions: 0,
        pending: 0,
        earned: 0,
        paid: 0,
        currency: 'USD',
      },
    });
    expect((await call('POST', '/api/referral/join')).body.data).toEqual(accepted);
  });

  it("computes a member's figures: first purchases, the hold period, payouts, refunds, cents", async () => {
    const { user, call } = await member('earner@example.com');
    // Earned: the first purchase (59, not the later 99) paid 40 days ago: 11.80.
    const early = await referral(user.id, 'early@example.com');
    await bill(early.id, { amount: 59, paidAt: daysAgo(40) });
    await bill(early.id, { amount: 99, paidAt: daysAgo(10) });
    // Earned: 19.99 paid 31 days ago: 3.998 rounds to 4.00.
    const past = await referral(user.id, 'past@example.com');
    await bill(past.id, { amount: 19.99, paidAt: daysAgo(31) });
    // Earned: two commissions of 2.006, each rounded to 2.01 (4.02, not 4.01).
    for (const email of ['cents1@example.com', 'cents2@example.com']) {
      const buyer = await referral(user.id, email);
      await bill(buyer.id, { amount: 10.03, paidAt: daysAgo(50) });
    }
    // Pending: 49.99 paid 29 days ago: 9.998 rounds to 10.00.
    const recent = await referral(user.id, 'recent@example.com');
    const recentBill = await bill(recent.id, { amount: 49.99, paidAt: daysAgo(29) });
    // No purchase: a refunded bill, an unpaid one, a free trial, none at all.
    const refunded = await referral(user.id, 'refunded@example.com');
    await bill(refunded.id, { amount: 59, status: 'refunded', paidAt: daysAgo(3) });
    const unpaid = await referral(user.id, 'unpaid@example.com');
    await bill(unpaid.id, { amount: 59, status: 'pending' });
    const trial = await referral(user.id, 'trial@example.com');
    await bill(trial.id, { amount: 0, paidAt: daysAgo(2), title: 'Free trial' });
    await referral(user.id, 'idle@example.com');
    // Paid out by staff.
    await recordPayout(app.db, { userId: user.id, amount: 5, note: null });
    await recordPayout(app.db, { userId: user.id, amount: 10.5, note: 'October' });
    // Clicks of an earlier day, and three today (the code in any case).
    await app.db.insert(referralClicks).values({ userId: user.id, day: '2026-01-05', clicks: 7 });
    const address = newAddress();
    for (const code of [
      user.affiliateCode,
      user.affiliateCode.toUpperCase(),
      ` ${user.affiliateCode} `,
    ]) {
      expect((await click(code, address)).json()).toEqual({
        success: true,
        data: { counted: true },
      });
    }

    expect((await call('GET', '/api/referral')).body.data.earnings).toEqual({
      clicks: 10,
      referrals: 9,
      conversions: 5,
      pending: 10,
      earned: 19.82,
      paid: 15.5,
      currency: 'USD',
    });

    // A refund takes the commission back: the bill is no longer paid.
    await app.db.update(bills).set({ status: 'refunded' }).where(eq(bills.id, recentBill.id));
    expect((await call('GET', '/api/referral')).body.data.earnings).toMatchObject({
      referrals: 9,
      conversions: 4,
      pending: 0,
      earned: 19.82,
    });
  });

  it('pays the configured share, and counts a purchase as earned at once with no hold', async () => {
    const other = await buildTestApp({
      REFERRAL_COMMISSION_PERCENT: '12.5',
      REFERRAL_HOLD_DAYS: '0',
    });
    try {
      const { user, auth } = await signInTestUser(other, {
        email: 'terms@example.com',
        plan: null,
      });
      await other.inject({ method: 'POST', url: '/api/referral/join', headers: auth });
      await decideMembership(other.db, user.id, 'accepted');
      const [buyer] = await other.db
        .insert(users)
        .values({
          email: 'b@example.com',
          name: 'B',
          affiliateCode: 'buyer-b',
          referredBy: user.id,
        })
        .returning();
      const [standard] = await other.db.select().from(plans).where(eq(plans.slug, 'standard'));
      await other.db.insert(bills).values({
        code: newBillCode(),
        userId: buyer?.id ?? '',
        planId: standard?.id ?? '',
        title: 'Standard',
        method: 'stripe',
        status: 'paid',
        price: 59,
        amount: 59,
        paidAt: new Date(Date.now() - 60_000),
      });
      const data = (
        await other.inject({ method: 'GET', url: '/api/referral', headers: auth })
      ).json().data;
      expect(data).toMatchObject({ commissionPercent: 12.5, holdDays: 0 });
      // 12.5% of 59 is 7.375: 7.38.
      expect(data.earnings).toMatchObject({ conversions: 1, pending: 0, earned: 7.38 });
    } finally {
      await other.close();
    }
  });

  it("never shows one member another's figures", async () => {
    const a = await member('member-a@example.com');
    const b = await member('member-b@example.com');
    const ofA = await referral(a.user.id, 'of-a@example.com');
    await bill(ofA.id, { amount: 100, paidAt: daysAgo(45) });
    await recordPayout(app.db, { userId: a.user.id, amount: 20, note: null });
    await click(a.user.affiliateCode, newAddress());

    expect((await a.call('GET', '/api/referral')).body.data.earnings).toMatchObject({
      clicks: 1,
      referrals: 1,
      conversions: 1,
      earned: 20,
      paid: 20,
    });
    expect((await b.call('GET', '/api/referral')).body.data).toMatchObject({
      code: b.user.affiliateCode,
      earnings: { clicks: 0, referrals: 0, conversions: 0, pending: 0, earned: 0, paid: 0 },
    });
  });

  it('lets members alone set where payouts go, checking the address', async () => {
    const outsider = await signIn('outsider@example.com');
    const notMember = { success: false, code: 'CONFLICT', message: referralTexts.notMember };
    const put = { email: 'pay@example.com' };
    expect(await outsider.call('PUT', '/api/referral/payout', put)).toEqual({
      status: 409,
      body: notMember,
    });
    await outsider.call('POST', '/api/referral/join');
    expect(await outsider.call('PUT', '/api/referral/payout', put)).toMatchObject({
      status: 409,
      body: notMember,
    });

    const { call } = await member('payee@example.com');
    const invalid = await call('PUT', '/api/referral/payout', { email: 'not-an-address' });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: "Invalid body field 'email': Invalid e-mail address",
      },
    });
    const saved = await call('PUT', '/api/referral/payout', { email: ' Pay.Me@Example.COM ' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      status: 'accepted',
      payoutEmail: 'pay.me@example.com',
    });
    expect((await call('GET', '/api/referral')).body.data.payoutEmail).toBe('pay.me@example.com');
  });

  it("changes a member's code: free codes only, seen by the profile and the affiliate list, the old link dead", async () => {
    const outsider = await signIn('code-outsider@example.com');
    expect(await outsider.call('PUT', '/api/referral/code', { code: 'outsider' })).toEqual({
      status: 409,
      body: { success: false, code: 'CONFLICT', message: referralTexts.notMember },
    });

    const { user, call } = await member('coder@example.com');
    const oldCode = user.affiliateCode;
    await referral(user.id, 'friend-of-coder@example.com');
    for (const code of ['ab', 'has space', 'x'.repeat(33), 'émile']) {
      const refused = await call('PUT', '/api/referral/code', { code });
      expect(refused.status, code).toBe(400);
      expect(refused.body, code).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: "Invalid body field 'code': Use 3 to 32 letters, digits, - or _.",
      });
    }
    // Another user's code, in any case.
    expect(
      await call('PUT', '/api/referral/code', { code: outsider.user.affiliateCode.toUpperCase() }),
    ).toEqual({
      status: 409,
      body: { success: false, code: 'CONFLICT', message: referralTexts.codeTaken },
    });

    const changed = await call('PUT', '/api/referral/code', { code: ' Coder-Shop_1 ' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: 'accepted', code: 'coder-shop_1' });
    expect((await call('GET', '/api/referral')).body.data.code).toBe('coder-shop_1');
    expect((await call('GET', '/api/user/profile')).body.data.affiliateCode).toBe('coder-shop_1');
    const listed = (await call('GET', '/api/affiliate')).body.data.affiliates;
    expect(listed).toEqual([
      expect.objectContaining({ code: 'coder-shop_1', email: 'fr•••@example.com' }),
    ]);
    // Their own code again changes nothing.
    expect((await call('PUT', '/api/referral/code', { code: 'CODER-SHOP_1' })).status).toBe(200);

    // The old link counts and credits nothing; the new one does, in any case.
    const address = newAddress();
    expect((await click(oldCode, address)).json().data).toEqual({ counted: false });
    expect((await click('Coder-Shop_1', address)).json().data).toEqual({ counted: true });
    const newcomer = await signIn('newcomer-of-coder@example.com');
    expect(
      await newcomer.call('POST', '/api/user/affiliate', { affiliate: oldCode }),
    ).toMatchObject({
      status: 404,
      body: { message: 'This affiliate code does not exist.' },
    });
    expect(
      await newcomer.call('POST', '/api/user/affiliate', { affiliate: 'CODER-SHOP_1' }),
    ).toEqual({
      status: 200,
      body: { success: true, data: { referred: true } },
    });
  });

  it('refuses a rejected or blocked user who asks again, and shows them no figures', async () => {
    const rejected = await signIn('rejected@example.com');
    await rejected.call('POST', '/api/referral/join');
    await decideMembership(app.db, rejected.user.id, 'rejected');
    expect(await rejected.call('POST', '/api/referral/join')).toEqual({
      status: 409,
      body: { success: false, code: 'CONFLICT', message: referralTexts.declined },
    });
    expect((await rejected.call('GET', '/api/referral')).body.data).toMatchObject({
      status: 'rejected',
      earnings: null,
    });

    const blocked = await member('blocked@example.com');
    await referral(blocked.user.id, 'of-blocked@example.com');
    await decideMembership(app.db, blocked.user.id, 'blocked');
    expect(await blocked.call('POST', '/api/referral/join')).toEqual({
      status: 409,
      body: { success: false, code: 'CONFLICT', message: referralTexts.blocked },
    });
    expect((await blocked.call('GET', '/api/referral')).body.data).toMatchObject({
      status: 'blocked',
      earnings: null,
    });
    expect(await blocked.call('PUT', '/api/referral/code', { code: 'blocked-new' })).toMatchObject({
      status: 409,
      body: { message: referralTexts.notMember },
    });
  });

  it("counts no click on a blocked member's link and credits no sign-up through their code", async () => {
    const blocked = await member('spammer@example.com');
    const address = newAddress();
    expect((await click(blocked.user.affiliateCode, address)).json().data).toEqual({
      counted: true,
    });
    await decideMembership(app.db, blocked.user.id, 'blocked');
    expect((await click(blocked.user.affiliateCode, address)).json().data).toEqual({
      counted: false,
    });
    const [counted] = await app.db
      .select({ clicks: referralClicks.clicks })
      .from(referralClicks)
      .where(eq(referralClicks.userId, blocked.user.id));
    expect(counted?.clicks).toBe(1);

    const newcomer = await signIn('lured@example.com');
    expect(
      await newcomer.call('POST', '/api/user/affiliate', { affiliate: blocked.user.affiliateCode }),
    ).toEqual({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'This affiliate code does not exist.' },
    });
    const [stored] = await app.db.select().from(users).where(eq(users.id, newcomer.user.id));
    expect(stored?.referredBy).toBeNull();
    // The other answers are as before.
    expect(
      (
        await newcomer.call('POST', '/api/user/affiliate', {
          affiliate: newcomer.user.affiliateCode,
        })
      ).body.message,
    ).toBe('You cannot refer yourself.');
  });

  it('counts clicks publicly, for any owner of a code not blocked, limited per address', async () => {
    const { user } = await signIn('not-joined@example.com');
    const address = newAddress();
    expect((await click(user.affiliateCode, address)).json()).toEqual({
      success: true,
      data: { counted: true },
    });
    expect((await click('no-such-code', address)).json().data).toEqual({ counted: false });
    const empty = await click('  ', address);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });

    const limited = await click(user.affiliateCode, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Another address still counts.
    expect((await click(user.affiliateCode, newAddress())).json().data).toEqual({ counted: true });
    const [counted] = await app.db
      .select({ clicks: referralClicks.clicks })
      .from(referralClicks)
      .where(eq(referralClicks.userId, user.id));
    expect(counted?.clicks).toBe(2);
  });

  it('documents the calls: the click public, the others for signed-in users', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(paths['/api/referral/clicks'].post.operationId).toBe('referral.recordClick');
    expect(paths['/api/referral/clicks'].post.security).toBeUndefined();
    for (const [path, method] of [
      ['/api/referral', 'get'],
      ['/api/referral/join', 'post'],
      ['/api/referral/payout', 'put'],
      ['/api/referral/code', 'put'],
    ] as const) {
      expect(paths[path][method].security, path).toEqual([{ bearerAuth: [] }]);
    }
  });
});
