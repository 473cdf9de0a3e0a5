import { audienceLimits } from '@postradar/contracts';
import { insertTestPosts } from '@postradar/db/testing';
import { foldText } from '@postradar/search';
import { generateFixture, loadFixture, type StoredFixture } from '@postradar/search/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { collectionCaller } from '../favorites/test/collection-caller';

const notPersonalized = {
  niches: [],
  languages: [],
  countries: [],
  kind: 'both',
  updatedAt: null,
};

describe('personalization (/api/personalization)', () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;

  beforeAll(async () => {
    app = await buildTestApp();
    fixture = await loadFixture(app.db, generateFixture(60, 5));
  });
  afterAll(() => app.close());

  /** A signed-in user; without a membership unless a plan is named. */
  async function signIn(email: string, plan: string | null = null) {
    const { user, auth } = await signInTestUser(app, { email, plan });
    return { userId: user.id, call: collectionCaller(app, auth) };
  }

  it('answers 401 to every call without a signed-in user', async () => {
    const call = collectionCaller(app);
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/api/personalization'],
      ['PUT', '/api/personalization', { ...notPersonalized, updatedAt: undefined }],
      ['GET', '/api/personalization/options'],
    ];
    for (const [method, url, payload] of calls) {
      const { status, body } = await call(method, url, payload);
      expect(status, `${method} ${url}`).toBe(401);
      expect(body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers nothing chosen, posts and ads, to a user who never saved it', async () => {
    const { call } = await signIn('new-seller@example.com');
    const { status, body } = await call('GET', '/api/personalization');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: notPersonalized });
  });

  it('saves the choices without duplicates, country codes upper-case, and replaces them', async () => {
    const { call } = await signIn('chooser@example.com');
    const saved = await call('PUT', '/api/personalization', {
      niches: [' nurse ', 'Dog Mom', 'nurse'],
      languages: ['en', 'pt-BR', 'en'],
      countries: ['us', 'VN'],
      kind: 'ads',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      niches: ['nurse', 'Dog Mom'],
      languages: ['en', 'pt-BR'],
      countries: ['US', 'VN'],
      kind: 'ads',
      updatedAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(saved.body.data.updatedAt)).toBeLessThan(60_000);
    expect((await call('GET', '/api/personalization')).body.data).toEqual(saved.body.data);

    const replaced = await call('PUT', '/api/personalization', {
      niches: [],
      languages: ['vi'],
      countries: [],
      kind: 'posts',
    });
    expect(replaced.body.data).toMatchObject({
      niches: [],
      languages: ['vi'],
      countries: [],
      kind: 'posts',
    });
    expect(Date.parse(replaced.body.data.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(saved.body.data.updatedAt),
    );
  });

  it('refuses a choice it cannot keep with 400 naming the field, keeping what was saved', async () => {
    const { call } = await signIn('invalid@example.com');
    const valid = { niches: ['gift'], languages: ['en'], countries: ['US'], kind: 'both' };
    await call('PUT', '/api/personalization', valid);
    const refusals: [object, string][] = [
      [{ ...valid, kind: 'everything' }, "Invalid body field 'kind': must be posts, ads or both"],
      [
        { ...valid, niches: Array.from({ length: 21 }, (_, index) => `niche ${index}`) },
        `Invalid body field 'niches': must list at most ${audienceLimits.niches} niches`,
      ],
      [{ ...valid, niches: ['a, b'] }, "Invalid body field 'niches.0': must not contain commas"],
      [{ ...valid, niches: ['  '] }, "Invalid body field 'niches.0': must not be empty"],
      [
        { ...valid, languages: ['English'] },
        "Invalid body field 'languages.0': must be a language code such as en, vi or pt-BR",
      ],
      [
        { ...valid, countries: ['USA'] },
        "Invalid body field 'countries.0': must be a two-letter country code",
      ],
    ];
    for (const [payload, message] of refusals) {
      const { status, body } = await call('PUT', '/api/personalization', payload);
      expect({ status, body }).toMatchObject({
        status: 400,
        body: { success: false, code: 'VALIDATION_FAILED', message },
      });
    }
    const missing = await call('PUT', '/api/personalization', { niches: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^Invalid body field 'languages'/);
    expect((await call('GET', '/api/personalization')).body.data).toMatchObject(valid);
  });

  it("never shows one user's choices to another", async () => {
    const owner = await signIn('owner@example.com');
    const other = await signIn('other@example.com', 'standard');
    await owner.call('PUT', '/api/personalization', {
      niches: ['christmas'],
      languages: ['vi'],
      countries: ['VN'],
      kind: 'posts',
    });
    expect((await other.call('GET', '/api/personalization')).body.data).toEqual(notPersonalized);
    await other.call('PUT', '/api/personalization', {
      niches: ['dog'],
      languages: [],
      countries: [],
      kind: 'ads',
    });
    expect((await owner.call('GET', '/api/personalization')).body.data).toMatchObject({
      niches: ['christmas'],
      kind: 'posts',
    });
  });

  describe('the options', () => {
    /** Values with their posts, the most first, as the options list them. */
    function byPosts(values: (string | null)[]) {
      const counts = new Map<string, number>();
      for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
      return [...counts]
        .map(([value, count]) => ({ value, posts: count }))
        .sort((a, b) => b.posts - a.posts || (a.value < b.value ? -1 : 1));
    }

    /** The fixture's niches as folded keys, a post counted once per niche. */
    const expectedNiches = () =>
      byPosts(fixture.posts.flatMap((post) => [...new Set(post.tags.map(foldText))]));

    it('lists the niches, languages and countries of the corpus by posts, when it counted them', async () => {
      const { call } = await signIn('options@example.com');
      const { status, body } = await call('GET', '/api/personalization/options');
      expect(status).toBe(200);
      expect(body.data).toEqual({
        niches: expectedNiches(),
        languages: byPosts(fixture.posts.map((post) => post.language)),
        countries: byPosts(fixture.posts.map((post) => post.country)),
        computedAt: expect.any(String),
      });
      expect(Date.now() - Date.parse(body.data.computedAt)).toBeLessThan(60_000);
    });

    it('keeps the niches containing q, case and accents ignored', async () => {
      const { call } = await signIn('options-q@example.com');
      const nurse = await call('GET', '/api/personalization/options?q=NURS');
      expect(nurse.body.data.niches).toEqual(
        expectedNiches().filter((niche) => niche.value === 'nurse'),
      );
      const nurseTa = await call(
        'GET',
        `/api/personalization/options?q=${encodeURIComponent('Tá')}`,
      );
      expect(nurseTa.body.data.niches.map((niche: { value: string }) => niche.value)).toEqual([
        'y ta',
      ]);
      const none = await call('GET', '/api/personalization/options?q=zebra');
      expect(none.body.data.niches).toEqual([]);
      expect(none.body.data.languages).toEqual(byPosts(fixture.posts.map((post) => post.language)));
      const tooLong = await call('GET', `/api/personalization/options?q=${'x'.repeat(61)}`);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe(
        "Invalid query parameter 'q': must be at most 60 characters",
      );
    });

    it('counts again only after ten minutes: posts added meanwhile show later', async () => {
      const { call } = await signIn('options-cache@example.com');
      const before = (await call('GET', '/api/personalization/options')).body.data;
      await insertTestPosts(app.db, [
        {
          networkId: 'options_new',
          kind: 'post',
          pageId: fixture.pageIds[0] as number,
          mediaType: 'photo',
          createdTime: new Date(),
          message: 'New niche',
          tags: ['Brand New Niche'],
          language: 'fr',
        },
      ]);
      const after = (await call('GET', '/api/personalization/options')).body.data;
      expect(after).toEqual(before);
    });
  });
});
