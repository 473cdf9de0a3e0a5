import { billingTexts } from '@postradar/contracts';
import { auditEvents, bills } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

const day = 86_400_000;

describe('POST /admin-api/memberships', () => {
  let app: FastifyInstance;
  let adminAuth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    adminAuth = (
      await signInTestUser(app, { email: 'granter@example.com', roles: ['admin'], plan: null })
    ).auth;
  });
  afterAll(() => app.close());

  const grant = (payload: object, headers = adminAuth) =>
    app.inject({ method: 'POST', url: '/admin-api/memberships', headers, payload });

  it('gives a seller days of a plan with a paid manual bill of 0, and research opens', async () => {
    const seller = await signInTestUser(app, { email: 'Granted@Example.com', plan: null });
    const search = () => app.inject({ method: 'GET', url: '/api/posts', headers: seller.auth });
    const refused = await search();
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(billingTexts.membershipRequired);

    const before = Date.now();
    const response = await grant({ email: 'granted@example.com', plan: 'pod-drs', days: 30 });
    expect(response.statusCode).toBe(200);
    const membership = response.json().data;
    expect(membership).toMatchObject({
      plan: { slug: 'pod-drs' },
      method: 'manual',
      isExpired: false,
      canCancel: false,
      owner: { email: 'Granted@Example.com' },
    });
    const finish = Date.parse(membership.finish);
    expect(finish).toBeGreaterThanOrEqual(before + 30 * day);
    expect(finish).toBeLessThanOrEqual(Date.now() + 30 * day);

    const [bill] = await app.db.select().from(bills).where(eq(bills.userId, seller.user.id));
    expect(bill).toMatchObject({ method: 'manual', status: 'paid', amount: 0, price: 0 });
    expect(bill?.appliedAt).not.toBeNull();
    const [audit] = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'membership-granted'));
    expect(audit).toMatchObject({ userId: seller.user.id, details: { plan: 'pod-drs', days: 30 } });

    expect((await search()).statusCode).toBe(200);

    const longer = await grant({ email: 'granted@example.com', plan: 'pod-drs', days: 10 });
    expect(Date.parse(longer.json().data.finish)).toBe(finish + 10 * day);
    expect(longer.json().data._id).toBe(membership._id);
  });

  it('answers 404 for an unknown e-mail and 400 for an unknown plan or days out of range', async () => {
    await signInTestUser(app, { email: 'known@example.com', plan: null });
    const unknownEmail = await grant({ email: 'nobody@example.com', plan: 'standard', days: 7 });
    expect(unknownEmail.statusCode).toBe(404);
    expect(unknownEmail.json().code).toBe('NOT_FOUND');
    const unknownPlan = await grant({ email: 'known@example.com', plan: 'gold', days: 7 });
    expect(unknownPlan.statusCode).toBe(400);
    expect(unknownPlan.json().message).toContain('pod-drs');
    for (const days of [0, 3661, 1.5])
      expect((await grant({ email: 'known@example.com', plan: 'standard', days })).statusCode).toBe(
        400,
      );
    const [bill] = await app.db.select().from(bills).where(eq(bills.title, 'Standard'));
    expect(bill).toBeUndefined();
  });

  it('is for admins only', async () => {
    const worker = await signInTestUser(app, {
      email: 'worker@example.com',
      roles: ['admin-worker'],
    });
    const seller = await signInTestUser(app, { email: 'seller@example.com' });
    for (const { auth } of [worker, seller]) {
      const refused = await grant({ email: 'seller@example.com', plan: 'standard', days: 7 }, auth);
      expect(refused.statusCode).toBe(403);
    }
    const signedOut = await grant({ email: 'seller@example.com', plan: 'standard', days: 7 }, {});
    expect(signedOut.statusCode).toBe(401);
  });
});
