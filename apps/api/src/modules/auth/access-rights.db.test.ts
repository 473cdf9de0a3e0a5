import { memberships, plans } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { resolveAccessRights } from './access-rights';

const day = 86_400_000;

describe('access rights of a signed-in call', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function addMembership(userId: string, slug: string, from: number, to: number) {
    const [plan] = await app.db.select().from(plans).where(eq(plans.slug, slug));
    if (!plan) throw new Error(`the ${slug} plan is seeded`);
    const now = Date.now();
    await app.db.insert(memberships).values({
      userId,
      planId: plan.id,
      startsAt: new Date(now + from * day),
      endsAt: new Date(now + to * day),
      source: 'manual',
    });
    return plan;
  }

  /** The scopes the profile call answers, and those sign-in would put in a new token. */
  async function scopesOf(signedIn: Awaited<ReturnType<typeof signInTestUser>>) {
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: signedIn.auth,
    });
    expect(profile.statusCode).toBe(200);
    const rights = await resolveAccessRights(app.db, signedIn.user.id, signedIn.user.roles);
    expect(profile.json().data.scopes).toEqual(rights.scopes);
    return { scopes: rights.scopes, deviceLimit: rights.deviceLimit };
  }

  /** Whether the membership runs, and its plan's allowance, as a signed-in call reads them. */
  async function membershipOf(signedIn: Awaited<ReturnType<typeof signInTestUser>>) {
    const rights = await resolveAccessRights(app.db, signedIn.user.id, signedIn.user.roles);
    return { isRunning: rights.hasRunningMembership, limits: rights.searchLimits };
  }

  const noLimits = { searchesPerDay: null, maxResultPage: null };

  it('gives a seller who never had a membership the trial, on one device', async () => {
    const seller = await signInTestUser(app, { email: 'new-seller@example.com', plan: null });
    expect(await scopesOf(seller)).toEqual({ scopes: ['trial'], deviceLimit: 1 });
    expect(await membershipOf(seller)).toEqual({ isRunning: false, limits: noLimits });
  });

  it("carries a running trial's allowance of searches and result pages", async () => {
    const seller = await signInTestUser(app, { email: 'trying@example.com', plan: 'trial' });
    const { scopes } = await scopesOf(seller);
    expect(scopes).toEqual(expect.arrayContaining(['posts', 'pages', 'follows', 'groups']));
    expect(scopes).not.toContain('ads');
    expect(scopes).not.toContain('trial');
    expect(await membershipOf(seller)).toEqual({
      isRunning: true,
      limits: { searchesPerDay: 20, maxResultPage: 5 },
    });
  });

  it('gives no trial and no plan after the only membership has ended', async () => {
    const seller = await signInTestUser(app, { email: 'lapsed@example.com', plan: null });
    await addMembership(seller.user.id, 'standard', -60, -30);
    expect(await scopesOf(seller)).toEqual({ scopes: [], deviceLimit: 1 });
    expect(await membershipOf(seller)).toEqual({ isRunning: false, limits: noLimits });
  });

  it('reads a membership that starts after sign-in on the next call, over an ended one', async () => {
    const seller = await signInTestUser(app, { email: 'upgrade@example.com', plan: null });
    await addMembership(seller.user.id, 'pod-drs', -60, -30);
    const plan = await addMembership(seller.user.id, 'standard', -1, 29);
    const { scopes, deviceLimit } = await scopesOf(seller);
    expect(scopes).toEqual(expect.arrayContaining(plan.scopes));
    expect(scopes).not.toContain('trial');
    expect(deviceLimit).toBe(plan.deviceAtOnce);
    expect(await membershipOf(seller)).toEqual({ isRunning: true, limits: noLimits });
  });

  it('takes the active membership that allows the most devices', async () => {
    const seller = await signInTestUser(app, { email: 'two-plans@example.com', plan: null });
    await addMembership(seller.user.id, 'standard', -1, 29);
    const larger = await addMembership(seller.user.id, 'pod-drs', -1, 29);
    expect((await scopesOf(seller)).deviceLimit).toBe(larger.deviceAtOnce);
  });

  it('ignores a membership that has not started yet', async () => {
    const seller = await signInTestUser(app, { email: 'early@example.com', plan: null });
    await addMembership(seller.user.id, 'standard', 1, 31);
    expect(await scopesOf(seller)).toEqual({ scopes: [], deviceLimit: 1 });
  });
});
