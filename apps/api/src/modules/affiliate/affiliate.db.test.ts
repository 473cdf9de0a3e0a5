import { bills, plans, users, type BillStatus } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { newBillCode } from '../billing/bill-code';
import { createAffiliateCode } from '../users/user-repository';

const day = 86_400_000;
const start = Date.parse('2031-03-01T08:00:00.000Z');
const dayAt = (days: number) => new Date(start + days * day);

describe('the affiliate programme: referrals (/api/affiliate) and their export', () => {
  let app: FastifyInstance;
  let planId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const [standard] = await app.db.select().from(plans).where(eq(plans.slug, 'standard'));
    if (!standard) throw new Error('the plans are not seeded');
    planId = standard.id;
  });
  afterAll(() => app.close());

  /** An affiliate, signed in: their user and the headers of their calls. */
  const affiliate = async (email: string) => {
    const { user, auth } = await signInTestUser(app, { email, plan: null });
    return { user, headers: { ...auth, accept: 'application/json' } };
  };

  /** A user who signed up through `referrerId`'s link at `createdAt`. */
  const referral = async (referrerId: string, email: string, createdAt: Date) => {
    const [user] = await app.db
      .insert(users)
      .values({
        email,
        name: email.split('@')[0] ?? email,
        affiliateCode: createAffiliateCode(),
        referredBy: referrerId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!user) throw new Error('the user was not stored');
    return user;
  };

  const bill = (
    userId: string,
    input: { title: string; amount: number; status: BillStatus; paidAt?: Date; currency?: string },
  ) =>
    app.db.insert(bills).values({
      code: newBillCode(),
      userId,
      planId,
      title: input.title,
      method: input.amount === 0 ? 'free' : 'stripe',
      status: input.status,
      currency: input.currency ?? 'USD',
      price: input.amount,
      amount: input.amount,
      paidAt: input.paidAt ?? null,
    });

  const list = (headers: Record<string, string>, query = '') =>
    app.inject({ method: 'GET', url: `/api/affiliate${query}`, headers });
  const exported = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/export/affiliate', headers });

  it('answers 401 in the envelope without a signed-in user, for the list and the export', async () => {
    for (const url of ['/api/affiliate', '/api/export/affiliate']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('gives a user who referred nobody an empty list and a CSV of the header alone', async () => {
    const { headers } = await affiliate('lonely@example.com');
    const response = await list(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { affiliates: [], pages: 0, page: 1, limit: 10, total: 0, purchases: 0 },
    });
    expect((await exported(headers)).body).toBe('code,email,plan,price,currency,register_date\r\n');
  });

  it('lists the newest registrations first (ties by id), a page at a time, masked', async () => {
    const { user, headers } = await affiliate('pages@example.com');
    const referred = [];
    for (let index = 0; index < 12; index += 1) {
      // The last two registered at the same moment: the higher id comes first.
      const createdAt = dayAt(Math.min(index, 10));
      referred.push(await referral(user.id, `friend${index}@shop${index}.example`, createdAt));
    }
    const newestFirst = referred
      .toSorted(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0),
      )
      .map((row) => ({
        code: user.affiliateCode,
        email: row.email.replace(/^(..)[^@]*/, '$1•••'),
        plan: null,
        price: null,
        currency: null,
        register_date: row.createdAt.toISOString(),
      }));

    const first = (await list(headers)).json().data;
    expect(first).toEqual({
      affiliates: newestFirst.slice(0, 10),
      pages: 2,
      page: 1,
      limit: 10,
      total: 12,
      purchases: 0,
    });
    expect(first.affiliates[2].email).toBe('fr•••@shop9.example');
    const second = (await list(headers, '?page=2&limit=10')).json().data;
    expect(second).toMatchObject({ page: 2, pages: 2, total: 12 });
    expect(second.affiliates).toEqual(newestFirst.slice(10));
    const past = await list(headers, '?page=3');
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toEqual({
      affiliates: [],
      pages: 2,
      page: 3,
      limit: 10,
      total: 12,
      purchases: 0,
    });
    const all = (await list(headers, '?limit=20')).json().data;
    expect(all).toMatchObject({ pages: 1, limit: 20 });
    expect(all.affiliates).toEqual(newestFirst);
  });

  it("shows an affiliate only their own referrals, never another affiliate's", async () => {
    const a = await affiliate('affiliate-a@example.com');
    const b = await affiliate('affiliate-b@example.com');
    await referral(a.user.id, 'alice@a.example', dayAt(1));
    await referral(a.user.id, 'arthur@a.example', dayAt(2));
    // B's referral signs in and gives B's code, as after following B's link.
    const newcomer = await signInTestUser(app, { email: 'bella@b.example', plan: null });
    const recorded = await app.inject({
      method: 'POST',
      url: '/api/user/affiliate',
      headers: newcomer.auth,
      payload: { affiliate: b.user.affiliateCode },
    });
    expect(recorded.json()).toEqual({ success: true, data: { referred: true } });

    const ofA = (await list(a.headers)).json().data;
    expect(ofA.total).toBe(2);
    expect(ofA.affiliates.map((row: { email: string }) => row.email)).toEqual([
      'ar•••@a.example',
      'al•••@a.example',
    ]);
    const ofB = (await list(b.headers)).json().data;
    expect(ofB).toMatchObject({ total: 1, pages: 1, purchases: 0 });
    expect(ofB.affiliates).toEqual([
      {
        code: b.user.affiliateCode,
        email: 'be•••@b.example',
        plan: null,
        price: null,
        currency: null,
        register_date: newcomer.user.createdAt.toISOString(),
      },
    ]);
    const csvOfB = (await exported(b.headers)).body;
    expect(csvOfB).toContain('be•••@b.example');
    expect(csvOfB).not.toContain('@a.example');
  });

  it('refuses a page size other than 10, 20, 50 or 100, and a page below 1, in the envelope', async () => {
    const { headers } = await affiliate('sizes@example.com');
    const tooMany = await list(headers, '?page=1&limit=15');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: "Invalid query parameter 'limit': must be one of 10, 20, 50, 100",
    });
    const zero = await list(headers, '?page=0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(zero.json().message).toContain("'page'");
  });

  it("shows each referral's first paid bill, not a later one, an unpaid one or one of 0", async () => {
    const other = await affiliate('other-referrer@example.com');
    const me = await affiliate('buyer-referrer@example.com');
    const buyer = await referral(me.user.id, 'buyer@example.com', dayAt(3));
    await bill(buyer.id, { title: 'Abandoned', amount: 10, status: 'pending' });
    await bill(buyer.id, { title: 'Declined', amount: 10, status: 'failed' });
    await bill(buyer.id, { title: 'Free trial', amount: 0, status: 'paid', paidAt: dayAt(3) });
    await bill(buyer.id, { title: 'Pod DRS', amount: 99, status: 'paid', paidAt: dayAt(40) });
    await bill(buyer.id, {
      title: 'Standard',
      amount: 59,
      status: 'paid',
      paidAt: dayAt(10),
      currency: 'EUR',
    });
    const waiting = await referral(me.user.id, 'waiting@example.com', dayAt(4));
    await bill(waiting.id, { title: 'Standard', amount: 59, status: 'pending' });
    await referral(me.user.id, 'jo@example.com', dayAt(5));
    // Another affiliate's paying referral counts for them alone.
    const elsewhere = await referral(other.user.id, 'elsewhere@example.com', dayAt(6));
    await bill(elsewhere.id, { title: 'Standard', amount: 59, status: 'paid', paidAt: dayAt(7) });

    const data = (await list(me.headers)).json().data;
    expect(data).toMatchObject({ total: 3, purchases: 1, pages: 1 });
    expect(data.affiliates).toEqual([
      expect.objectContaining({ email: 'j•••@example.com', plan: null, price: null }),
      expect.objectContaining({ email: 'wa•••@example.com', plan: null, currency: null }),
      {
        code: me.user.affiliateCode,
        email: 'bu•••@example.com',
        plan: 'Standard',
        price: 59,
        currency: 'EUR',
        register_date: dayAt(3).toISOString(),
      },
    ]);
    expect((await list(other.headers)).json().data).toMatchObject({ total: 1, purchases: 1 });
  });

  it('exports every referral as a CSV file, quoted and safe to open in a spreadsheet', async () => {
    const { user, headers } = await affiliate('exporter@example.com');
    const quoted = await referral(user.id, 'quoted@example.com', dayAt(1));
    await bill(quoted.id, {
      title: 'Standard, "yearly"',
      amount: 49.5,
      status: 'paid',
      paidAt: dayAt(2),
    });
    const formula = await referral(user.id, '=cmd@example.com', dayAt(2));
    await bill(formula.id, { title: '@SUM(1+1)', amount: 59, status: 'paid', paidAt: dayAt(3) });
    await referral(user.id, '+84@example.com', dayAt(3));
    await referral(user.id, '-x@example.com', dayAt(4));

    // The web app asks for JSON on every call: the export still answers its CSV.
    const response = await exported(headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="affiliate.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const code = user.affiliateCode;
    expect(response.body).toBe(
      [
        'code,email,plan,price,currency,register_date',
        `${code},'-•••@example.com,,,,${dayAt(4).toISOString()}`,
        `${code},'+8•••@example.com,,,,${dayAt(3).toISOString()}`,
        `${code},'=c•••@example.com,'@SUM(1+1),59,USD,${dayAt(2).toISOString()}`,
        `${code},qu•••@example.com,"Standard, ""yearly""",49.5,USD,${dayAt(1).toISOString()}`,
        '',
      ].join('\r\n'),
    );
    const listed = (await list(headers)).json().data;
    expect(listed).toMatchObject({ total: 4, purchases: 2 });
    expect(listed.affiliates.map((row: { email: string }) => row.email)).toEqual([
      '-•••@example.com',
      '+8•••@example.com',
      '=c•••@example.com',
      'qu•••@example.com',
    ]);
  });

  it('documents both calls for signed-in users, the export as text/csv', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(paths['/api/affiliate'].get).toMatchObject({
      operationId: 'affiliate.referrals',
      security: [{ bearerAuth: [] }],
    });
    expect(paths['/api/export/affiliate'].get).toMatchObject({
      operationId: 'affiliate.exportReferrals',
      security: [{ bearerAuth: [] }],
      responses: { 200: { content: { 'text/csv': { schema: { type: 'string' } } } } },
    });
  });
});
