import { postSearchQuerySchema } from '@postradar/contracts';
import { domainPixels } from '@postradar/db';
import { buildPostSearchWhere, postSortOrder } from '@postradar/search/sql';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import {
  fixtureDomains,
  fixturePages,
  fixturePixelDomains,
  generateFixture,
  loadFixture,
  type StoredFixture,
} from './test/corpus-fixture';
import { findPostPage, type SearchStrategy } from './find-post-page';
import { toSearchFilters } from './run-post-search';
import { referenceSearch } from './test/reference-search';
import { searchParams, type Params } from './test/search-params';

type StoredPost = StoredFixture['posts'][number];

/** A page, a domain or a pixel of the fixture, by index, with the posts that are its own. */
interface Entity {
  kind: 'pages' | 'domains' | 'pixels';
  index: number;
}

function isOf({ kind, index }: Entity) {
  return (post: StoredPost) => {
    if (kind === 'pages') return post.page === index;
    if (kind === 'domains') return post.domain === index;
    return post.domain !== null && (fixturePixelDomains[index] ?? []).includes(post.domain);
  };
}

const entities = fc.oneof(
  fc.record({ kind: fc.constant('pages' as const), index: fc.nat(fixturePages.length - 1) }),
  fc.record({ kind: fc.constant('domains' as const), index: fc.nat(fixtureDomains.length - 1) }),
  fc.record({
    kind: fc.constant('pixels' as const),
    index: fc.nat(fixturePixelDomains.length - 1),
  }),
);

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

  function idOf({ kind, index }: Entity) {
    const ids = { pages: fixture.pageIds, domains: fixture.domainIds, pixels: fixture.pixelIds };
    return ids[kind][index] as number;
  }

  async function postsOf(entity: Entity, params: Params) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/${entity.kind}/${idOf(entity)}/posts`,
      query: params,
      headers: auth,
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** The reference's matches of the search that are the entity's own, in the same order. */
  async function expectSameAsReference(entity: Entity, params: Params) {
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
    const entity: Entity = { kind: 'pages', index: 0 };
    const expected = await expectSameAsReference(entity, { perPage: '10' });
    expect(expected.length).toBe(fixture.posts.filter(isOf(entity)).length);
    expect(expected.length).toBeGreaterThan(10);
  });

  it('searches, filters and sorts within an entity like the reference (property)', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(entities, searchParams(), async (entity, generated) => {
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

  it('finds the same page through every strategy, the scope given as ids or as a subquery (property)', async () => {
    const unordered = { guaranteed: 0, sortCorrelation: 0 };
    const strategies: SearchStrategy[] = [
      { byTerms: true },
      { estimate: { share: 1, posts: fixture.posts.length, heapPages: 1, ...unordered } },
      {
        estimate: { share: 0.0001, posts: 1_000_000, heapPages: 125_000, ...unordered },
        byTerms: true,
      },
    ];
    const scopeOf = (entity: Entity, asSubquery: boolean) => {
      const id = idOf(entity);
      if (entity.kind === 'pages') {
        return { pageIds: asSubquery ? sql`select ${id}::bigint` : [id] };
      }
      if (entity.kind === 'domains') {
        return { domainIds: asSubquery ? sql`select ${id}::bigint` : [id] };
      }
      const loading = sql`select ${domainPixels.domainId} from ${domainPixels} where ${eq(domainPixels.pixelId, id)}`;
      return {
        domainIds: asSubquery
          ? loading
          : (fixturePixelDomains[entity.index] ?? []).map(
              (domain) => fixture.domainIds[domain] as number,
            ),
      };
    };
    await fc.assert(
      fc.asyncProperty(
        entities,
        searchParams(),
        fc.constantFrom(...strategies),
        fc.boolean(),
        async (entity, generated, strategy, asSubquery) => {
          const defined = Object.fromEntries(
            Object.entries(generated).filter(([, value]) => value !== undefined),
          ) as Params;
          const parsed = postSearchQuerySchema.safeParse(defined);
          if (!parsed.success) return;
          const query = parsed.data;
          const own = new Set(fixture.posts.filter(isOf(entity)).map((post) => post.id));
          const expected = referenceSearch(fixture, query).filter((id) => own.has(id));
          const found = await findPostPage(
            app.db,
            buildPostSearchWhere({ ...toSearchFilters(query), scope: scopeOf(entity, asSubquery) }),
            postSortOrder(query.sort, query.kind),
            query,
            strategy,
          );
          const offset = (query.page - 1) * query.perPage;
          expect(found.total).toBe(expected.length);
          expect(found.docs.map((doc) => Number(doc._id))).toEqual(
            expected.slice(offset, offset + query.perPage),
          );
        },
      ),
      { numRuns: 100, seed: 20_261_126 },
    );
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
    const page: Entity = { kind: 'pages', index: 0 };
    const badSort = await postsOf(page, { sort: 'likes' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toContain("'sort'");
    const beyondCap = await postsOf(page, { page: '101', perPage: '100' });
    expect(beyondCap.status).toBe(400);
    expect(beyondCap.body.message).toContain("'page'");
  });
});
