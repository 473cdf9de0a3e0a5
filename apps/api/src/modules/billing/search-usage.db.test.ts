import { dailySearches } from '@postradar/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { searchDay } from './trial-limits';

describe('GET /payment/usage', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function signIn(email: string, plan: string | null, roles: string[] = []) {
    const { user, auth } = await signInTestUser(app, { email, plan, roles });
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: auth });
      return { status: response.statusCode, body: response.json() };
    };
    return { userId: user.id, get, usage: async () => (await get('/payment/usage')).body.data };
  }

  const today = () => searchDay(new Date());
  const tomorrow = () => new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString();

  it('answers 401 without a signed-in user', async () => {
    const response = await app.inject({ method: 'GET', url: '/payment/usage' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it("shows a trial's allowance and the searches counted today, until midnight UTC", async () => {
    const trial = await signIn('usage-trial@example.com', 'trial');
    expect(await trial.usage()).toEqual({
      day: today(),
      resetsAt: tomorrow(),
      searchesToday: 0,
      searchesPerDay: 20,
      maxResultPage: 5,
    });

    for (const url of ['/api/posts?q=mug', '/api/pages?q=shop', '/api/posts?q=mug&page=2'])
      expect((await trial.get(url)).status).toBe(200);
    // Lookups, the collections and the dashboard are not searches of the allowance.
    await trial.get('/api/posts/1');
    await trial.get('/api/saved-searches');
    await trial.get('/api/dashboard/moving?sort=trending');
    expect((await trial.usage()).searchesToday).toBe(3);

    // A refused search (beyond the fifth page) is not counted.
    expect((await trial.get('/api/posts?page=6')).status).toBe(402);
    expect((await trial.usage()).searchesToday).toBe(3);
  });

  it("counts only today's searches of the user asking", async () => {
    const trial = await signIn('usage-today@example.com', 'trial');
    const other = await signIn('usage-other@example.com', 'trial');
    const yesterday = searchDay(new Date(Date.now() - 86_400_000));
    await app.db.insert(dailySearches).values([
      { userId: trial.userId, day: yesterday, searches: 20 },
      { userId: other.userId, day: today(), searches: 7 },
    ]);
    expect((await trial.usage()).searchesToday).toBe(0);
    expect((await other.usage()).searchesToday).toBe(7);
  });

  it('shows no limits for a plan without them, nor for the admins', async () => {
    const standard = await signIn('usage-standard@example.com', 'standard');
    const admin = await signIn('usage-admin@example.com', 'trial', ['admin']);
    for (const user of [standard, admin]) {
      await user.get('/api/posts?q=mug');
      expect(await user.usage()).toEqual({
        day: today(),
        resetsAt: tomorrow(),
        searchesToday: 0,
        searchesPerDay: null,
        maxResultPage: null,
      });
    }
  });

  it('shows no limits without a membership (searches are refused until one starts)', async () => {
    const lapsed = await signIn('usage-none@example.com', null);
    expect(await lapsed.usage()).toMatchObject({ searchesToday: 0, searchesPerDay: null });
  });
});
