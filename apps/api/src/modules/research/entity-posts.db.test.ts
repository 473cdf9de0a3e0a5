import { postSearchQuerySchema } from '@postradar/contracts';
import {
  fixtureEntities,
  generateFixture,
  isOf,
  loadFixture,
  referenceSearch,
  searchParams,
  storedIdOf,
  type FixtureEntity,
  type Params,
  type StoredFixture,
} from '@postradar/search/testing';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

describe('the posts of a page, domain or pixel against the reference evaluator', () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;
  let auth: Record<string, string>;

  beforeAll(async () => {
    // Hundreds of searches in a minute, far beyond a person's rate limit.
    app = await buildTestApp({
      RATE_LIMIT_RESEARCH_PER_MINUTE: '100000',
      RATE_LIMIT_RESEARCH_PER_ADDRESS_PER_MINUTE: '100000',
    });
    auth = (await signInTestUser(app, { email: 'seller@example.com' })).auth;
    fixture = await loadFixture(app.db, generateFixture(240, 4));
  });
  afterAll(() => app.close());

  async function postsOf(entity: FixtureEntity, params: Params) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/${entity.kind}/${storedIdOf(fixture, entity)}/posts`,
      query: params,
      headers: auth,
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** The reference's matches of the search that are the entity's own, in the same order. */
  async function expectSameAsReference(entity: FixtureEntity, params: Params) {
    const query = postSearchQuerySchema.parse(params);
    const own = new Set(fixture.posts.filter(isOf(entity)).map((post) => post.id));
    const expected = referenceSearch(fixture, query).filter((id) => own.has(id));
    const { status, body } = await postsOf(entity, params);
    expect(status, JSON.stringify(body)).toBe(200);
    const offset = (query.page - 1) * query.perPage;
    expect(body.data).toMatchObject({
      total: expected.length,
      pages: Math.ceil(expected.length / query.perPage),
      totalCapped: false,
    });
    expect(body.data.docs.map((doc: { _id: string }) => Number(doc._id))).toEqual(
      expected.slice(offset, offset + query.perPage),
    );
    return expected;
  }

  it("lists a page's posts newest first by default, with its total", async () => {
    const entity: FixtureEntity = { kind: 'pages', index: 0 };
    const expected = await expectSameAsReference(entity, { perPage: '10' });
    expect(expected.length).toBe(fixture.posts.filter(isOf(entity)).length);
    expect(expected.length).toBeGreaterThan(10);
  });

  it('searches, filters and sorts within an entity like the reference (property)', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(fixtureEntities, searchParams(), async (entity, generated) => {
        const defined = Object.fromEntries(
          Object.entries(generated).filter(([, value]) => value !== undefined),
        ) as Params;
        if (!postSearchQuerySchema.safeParse(defined).success) return;
        const expected = await expectSameAsReference(entity, defined);
        if (expected.length > 0) nonEmpty += 1;
      }),
      { numRuns: 120, seed: 20_261_125 },
    );
    expect(nonEmpty).toBeGreaterThan(25);
  }, 180_000);

  it('answers an unknown entity with 404 and a bad parameter with 400 naming it', async () => {
    for (const kind of ['pages', 'domains', 'pixels']) {
      const missing = await app.inject({
        method: 'GET',
        url: `/api/${kind}/999999/posts`,
        headers: auth,
      });
      expect(missing.statusCode).toBe(404);
    }
    const page: FixtureEntity = { kind: 'pages', index: 0 };
    const badSort = await postsOf(page, { sort: 'likes' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toContain("'sort'");
    const beyondCap = await postsOf(page, { page: '101', perPage: '100' });
    expect(beyondCap.status).toBe(400);
    expect(beyondCap.body.message).toContain("'page'");
  });
});
