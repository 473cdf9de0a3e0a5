import { billingTexts, type PlanFeature } from '@postradar/contracts';
import { dailySearches } from '@postradar/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from '../modules/billing/grant-plan';
import { featureRefusal } from '../modules/billing/membership-gates';
import { searchDay } from '../modules/billing/trial-limits';
import { buildTestApp } from '../test/build-test-app';
import { signInTestUser } from '../test/sign-in-test-user';

type Membership = 'none' | 'expired' | 'trial' | 'standard' | 'pod-drs';

/** Representative calls: the base features every member has, then one per plan feature. */
const calls: { url: string; feature?: PlanFeature }[] = [
  { url: '/api/posts?q=mug' },
  { url: '/api/pages' },
  { url: '/api/domains' },
  { url: '/api/search-history' },
  { url: '/api/saved-searches' },
  { url: '/api/collections/marks?posts=1' },
  { url: '/api/posts?kind=ad', feature: 'ads' },
  { url: '/api/posts?sort=ads', feature: 'ads' },
  { url: '/api/posts?sort=trending', feature: 'trending' },
  { url: '/api/posts?sort=mass_shares', feature: 'trending' },
  { url: '/api/pixels', feature: 'pixels' },
  { url: '/api/favorites/categories', feature: 'favorites' },
  { url: '/api/follows?kind=page', feature: 'follows' },
  { url: '/api/ignored', feature: 'follows' },
  { url: '/api/groups', feature: 'groups' },
  { url: '/api/pool', feature: 'pool' },
];

/** The features of each plan, as the seed catalogue gives them. */
const planFeatures: Record<Membership, readonly PlanFeature[]> = {
  none: [],
  expired: [],
  trial: ['trending', 'pixels', 'favorites', 'follows', 'groups'],
  standard: ['ads', 'trending', 'pixels', 'favorites', 'follows', 'groups', 'pool'],
  'pod-drs': ['ads', 'trending', 'pixels', 'favorites', 'follows', 'groups', 'pool'],
};

const memberships = Object.keys(planFeatures) as Membership[];
const admins = ['admin', 'super-admin'];
const otherStaff = ['mod', 'admin-worker', 'idea-mod', 'group-mod', 'beta-checktm'];

/** What a call answers a user: 200, or the refusal's code and message. */
function expected(role: string | null, membership: Membership, feature?: PlanFeature) {
  if (role && admins.includes(role)) return { status: 200 };
  const isRunning = membership !== 'none' && membership !== 'expired';
  if (!role && !isRunning)
    return { status: 402, code: 'MEMBERSHIP_REQUIRED', message: billingTexts.membershipRequired };
  if (feature && !planFeatures[membership].includes(feature))
    return { status: 402, code: 'MEMBERSHIP_REQUIRED', message: featureRefusal(feature) };
  return { status: 200 };
}

const day = 86_400_000;

describe('membership gates', () => {
  let app: FastifyInstance;
  let userCount = 0;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** A user with the roles and the membership; an expired one ended a month ago. */
  async function userWith(roles: string[], membership: Membership) {
    userCount += 1;
    const running = membership !== 'none' && membership !== 'expired';
    const signedIn = await signInTestUser(app, {
      email: `gates-${userCount}@example.com`,
      roles,
      plan: running ? membership : null,
    });
    if (membership === 'expired') {
      const now = new Date(Date.now() - 60 * day);
      await grantPlan(app.db, { userId: signedIn.user.id, plan: 'standard', days: 30, now });
    }
    return signedIn;
  }

  async function answer(auth: Record<string, string>, url: string) {
    const response = await app.inject({ method: 'GET', url, headers: auth });
    const body = response.json();
    return response.statusCode === 200
      ? { status: 200 }
      : { status: response.statusCode, code: body.code, message: body.message };
  }

  const roles: (string | null)[] = [null, ...admins, ...otherStaff];
  for (const role of roles) {
    it(`gates every call for ${role ?? 'a seller'}, by membership`, async () => {
      for (const membership of memberships) {
        const { auth } = await userWith(role ? [role] : [], membership);
        for (const { url, feature } of calls) {
          expect({ membership, url, ...(await answer(auth, url)) }).toEqual({
            membership,
            url,
            ...expected(role, membership, feature),
          });
        }
      }
    });
  }

  it('refuses a change of a collection before reading its parameters', async () => {
    const { auth } = await userWith([], 'none');
    const follow = await app.inject({ method: 'PUT', url: '/api/follows/page/1', headers: auth });
    expect(follow.statusCode).toBe(402);
    expect(follow.json().message).toBe(billingTexts.membershipRequired);
    const trial = await userWith([], 'trial');
    const pool = await app.inject({
      method: 'PUT',
      url: '/api/pool/posts/not-a-number',
      headers: trial.auth,
    });
    expect(pool.statusCode).toBe(402);
    expect(pool.json().message).toBe(featureRefusal('pool'));
  });
});

describe('trial limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function trialUser(email: string) {
    const signedIn = await signInTestUser(app, { email, plan: 'trial' });
    const search = (url = '/api/posts?q=mug') =>
      app.inject({ method: 'GET', url, headers: signedIn.auth });
    const counted = async (dayOf = new Date()) => {
      const [row] = await app.db
        .select({ searches: dailySearches.searches })
        .from(dailySearches)
        .where(
          and(eq(dailySearches.userId, signedIn.user.id), eq(dailySearches.day, searchDay(dayOf))),
        );
      return row?.searches ?? 0;
    };
    return { ...signedIn, search, counted };
  }

  function expectTrialLimit(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      success: false,
      code: 'TRIAL_LIMIT_REACHED',
      message: billingTexts.trialLimit,
    });
  }

  it('allows 20 searches a day and refuses the 21st without counting it', async () => {
    const trial = await trialUser('twenty@example.com');
    for (let index = 0; index < 20; index += 1)
      expect((await trial.search(`/api/pages?q=shop${index}`)).statusCode).toBe(200);
    expect(await trial.counted()).toBe(20);
    expectTrialLimit(await trial.search());
    expectTrialLimit(await trial.search('/api/domains'));
    expect(await trial.counted()).toBe(20);
  });

  it('counts searches only: lookups by id and the collections are free', async () => {
    const trial = await trialUser('lookups@example.com');
    expect((await trial.search('/api/posts/1')).statusCode).toBe(404);
    expect((await trial.search('/api/pages/1')).statusCode).toBe(404);
    expect((await trial.search('/api/search-history')).statusCode).toBe(200);
    expect((await trial.search('/api/favorites/categories')).statusCode).toBe(200);
    expect((await trial.search('/api/saved-searches')).statusCode).toBe(200);
    expect((await trial.search('/api/groups')).statusCode).toBe(200);
    expect(await trial.counted()).toBe(0);
    expect((await trial.search()).statusCode).toBe(200);
    expect(await trial.counted()).toBe(1);
  });

  it('refuses a result page beyond the fifth without counting it', async () => {
    const trial = await trialUser('pages@example.com');
    expect((await trial.search('/api/posts?page=5')).statusCode).toBe(200);
    expectTrialLimit(await trial.search('/api/posts?page=6'));
    expectTrialLimit(await trial.search('/api/pages?page=6'));
    expect(await trial.counted()).toBe(1);
  });

  it('refuses a plan feature without counting the search', async () => {
    const trial = await trialUser('ads@example.com');
    const ads = await trial.search('/api/posts?kind=ad');
    expect(ads.statusCode).toBe(402);
    expect(ads.json().message).toBe(featureRefusal('ads'));
    expect(await trial.counted()).toBe(0);
  });

  it('allows searches again on the next UTC day', async () => {
    const trial = await trialUser('tomorrow@example.com');
    const yesterday = new Date(Date.now() - day);
    await app.db.insert(dailySearches).values({
      userId: trial.user.id,
      day: searchDay(new Date()),
      searches: 20,
    });
    expectTrialLimit(await trial.search());
    await app.db
      .update(dailySearches)
      .set({ day: searchDay(yesterday) })
      .where(eq(dailySearches.userId, trial.user.id));
    expect((await trial.search()).statusCode).toBe(200);
    expect(await trial.counted()).toBe(1);
    expect(await trial.counted(yesterday)).toBe(20);
  });

  it('counts searches at once without passing the allowance', async () => {
    const trial = await trialUser('at-once@example.com');
    await app.db
      .insert(dailySearches)
      .values({ userId: trial.user.id, day: searchDay(new Date()), searches: 18 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => trial.search(`/api/pages?q=at${index}`)),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(2);
    expect(await trial.counted()).toBeLessThanOrEqual(20);
    expect(statuses.every((status) => [200, 402, 429].includes(status))).toBe(true);
  });

  it('gives the standard plan and the admins no limit', async () => {
    const standard = await signInTestUser(app, { email: 'paid@example.com', plan: 'standard' });
    const admin = await signInTestUser(app, {
      email: 'trying-admin@example.com',
      roles: ['admin'],
      plan: 'trial',
    });
    for (const { auth } of [standard, admin]) {
      const page = await app.inject({ method: 'GET', url: '/api/posts?page=9', headers: auth });
      expect(page.statusCode).toBe(200);
    }
    const rows = await app.db.select().from(dailySearches);
    expect(rows.filter((row) => [standard.user.id, admin.user.id].includes(row.userId))).toEqual(
      [],
    );
  });
});
