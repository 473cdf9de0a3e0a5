import { postSearchQuerySchema } from '@postradar/contracts';
import { domainPixels, posts, type DbHandle } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '../pagination';
import { buildPostSearchWhere, postSortOrder, type PostSearchFilters } from '../sql';
import {
  fixtureEntities,
  fixturePixelDomains,
  generateFixture,
  handWrittenPosts,
  isOf,
  loadFixture,
  referenceSearch,
  searchParams,
  storedIdOf,
  type FixtureEntity,
  type FixturePost,
  type Ignored,
  type Params,
  type StoredFixture,
} from '../testing';
import { cappedTotal } from './capped-total';
import { findPostPage, type SearchStrategy } from './find-post-page';
import { searchFilters } from './search-filters';
import { ignoresNothing } from './search-viewer';

/** The generated parameters that were set: unset ones are left out of a query string too. */
function defined(generated: Record<string, string | undefined>): Params {
  return Object.fromEntries(
    Object.entries(generated).filter(([, value]) => value !== undefined),
  ) as Params;
}

describe('the search engine against the reference evaluator', () => {
  let database: DbHandle;
  let fixture: StoredFixture;

  beforeAll(async () => {
    database = await createTestDb();
    const generated = generateFixture();
    fixture = await loadFixture(database.db, [
      ...generated,
      ...handWrittenPosts(generated[0] as FixturePost),
    ]);
  });
  afterAll(() => database.close());

  it('answers like the reference through the bounded walk, the count probe and the matched ids, with the words indexed or not (property)', async () => {
    const size = fixture.posts.length;
    // Every search estimated to match everything: the walk reads the whole table (its budget is
    // at least 1,000 posts), or, claiming a corpus of a million posts, runs out and falls back,
    // the count then probed first; with and without page and count from one statement, which
    // for a word estimated rare in a million posts lists every match before sorting.
    const unordered = { sortCorrelation: 0 };
    const million = { share: 1, posts: 1_000_000, heapPages: 125_000, ...unordered };
    const rare = { share: 0.0001, posts: 1_000_000, heapPages: 125_000, ...unordered };
    const strategies: SearchStrategy[] = [
      { estimate: { share: 1, posts: size, heapPages: 1, ...unordered } },
      { estimate: million },
      { estimate: million, byTerms: true },
      { estimate: rare, byTerms: true },
      { estimate: { share: 0.01, posts: size, heapPages: 2, ...unordered } },
      // Few matches by terms: every match listed at once, no walk.
      { estimate: { share: 1, posts: size, heapPages: 1, ...unordered }, byTerms: true },
      { byTerms: true },
    ];
    await fc.assert(
      fc.asyncProperty(
        searchParams(),
        fc.constantFrom(...strategies),
        // The words through the GIN index, or checked on what the other conditions found.
        fc.boolean(),
        async (generated, strategy, wordsAfterTags) => {
          const parsed = postSearchQuerySchema.safeParse(defined(generated));
          if (!parsed.success) return;
          const query = parsed.data;
          const expected = referenceSearch(fixture, query);
          const found = await findPostPage(
            database.db,
            buildPostSearchWhere({
              ...searchFilters(query, ignoresNothing),
              wordsAfterTags,
            }),
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
      { numRuns: 150, seed: 20_261_121 },
    );
  }, 180_000);

  it('finds the same page within a page, domain or pixel through every strategy, the scope given as ids or as a subquery (property)', async () => {
    const unordered = { sortCorrelation: 0 };
    const strategies: SearchStrategy[] = [
      { byTerms: true },
      { estimate: { share: 1, posts: fixture.posts.length, heapPages: 1, ...unordered } },
      {
        estimate: { share: 0.0001, posts: 1_000_000, heapPages: 125_000, ...unordered },
        byTerms: true,
      },
    ];
    const scopeOf = (
      entity: FixtureEntity,
      asSubquery: boolean,
    ): NonNullable<PostSearchFilters['scope']> => {
      const id = storedIdOf(fixture, entity);
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
        fixtureEntities,
        searchParams(),
        fc.constantFrom(...strategies),
        fc.boolean(),
        async (entity, generated, strategy, asSubquery) => {
          const parsed = postSearchQuerySchema.safeParse(defined(generated));
          if (!parsed.success) return;
          const query = parsed.data;
          const own = new Set(fixture.posts.filter(isOf(entity)).map((post) => post.id));
          const expected = referenceSearch(fixture, query).filter((id) => own.has(id));
          const found = await findPostPage(
            database.db,
            buildPostSearchWhere({
              ...searchFilters(query, ignoresNothing),
              scope: scopeOf(entity, asSubquery),
            }),
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

  it('bounds the ad sets running an ad, leaving out organic posts and ads that do not tell', async () => {
    const search = async (params: Params) => {
      const query = postSearchQuerySchema.parse({ sort: 'ads', perPage: '100', ...params });
      const found = await findPostPage(
        database.db,
        buildPostSearchWhere(searchFilters(query, ignoresNothing)),
        postSortOrder(query.sort, query.kind),
        query,
      );
      expect(found.docs.map((doc) => Number(doc._id))).toEqual(referenceSearch(fixture, query));
      return found.docs;
    };
    const between = await search({ adSetsMin: '2', adSetsMax: '4' });
    expect(between.length).toBeGreaterThan(0);
    for (const doc of between) {
      expect(doc.kind).toBe('ad');
      expect(doc.ad?.adSets).toBeGreaterThanOrEqual(2);
      expect(doc.ad?.adSets).toBeLessThanOrEqual(4);
    }
    const atMostOne = await search({ adSetsMax: '1' });
    expect(atMostOne.every((doc) => doc.kind === 'ad' && doc.ad?.adSets !== null)).toBe(true);
    const ads = fixture.posts.filter((post) => post.kind === 'ad' && post.adSets !== null);
    expect(await search({ adSetsMin: '0' })).toHaveLength(ads.length);
    expect(await search({ kind: 'post', adSetsMin: '0' })).toEqual([]);
  });

  it('leaves out ignored posts, pages and domains, given as lists or as subqueries', async () => {
    const query = postSearchQuerySchema.parse({
      q: 'áo',
      mode: 'any',
      sort: 'reactions',
      perPage: '100',
    });
    const ignored: Ignored = {
      postIds: fixture.posts.slice(0, 40).map((post) => post.id),
      pageIds: [fixture.pageIds[1] as number],
      domainIds: [fixture.domainIds[0] as number, fixture.domainIds[3] as number],
    };
    const run = async (asSubqueries: boolean) => {
      const list = (ids: number[] = []) =>
        asSubqueries ? sql`select unnest(${`{${ids.join(',')}}`}::bigint[])` : ids;
      const where = buildPostSearchWhere({
        ...searchFilters(query, ignoresNothing),
        ignored: {
          postIds: list(ignored.postIds),
          pageIds: list(ignored.pageIds),
          domainIds: list(ignored.domainIds),
        },
      });
      const rows = await database.db
        .select({ id: posts.id })
        .from(posts)
        .where(where)
        .orderBy(...postSortOrder(query.sort));
      return rows.map((row) => row.id);
    };
    const expected = referenceSearch(fixture, query, ignored);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(referenceSearch(fixture, query).length);
    expect(await run(false)).toEqual(expected);
    expect(await run(true)).toEqual(expected);
  });

  it('reports a count that stopped early as capped and offers every page up to the cap', async () => {
    const counted = await cappedTotal(
      database.db,
      sql`select count(*)::int as total from (select 1 from generate_series(1, 1500) limit 1001) as capped`,
      1000,
    );
    expect(counted).toEqual({ total: 1000, totalCapped: true });
    expect(pageOf([], { page: 1, perPage: 50 }, counted)).toMatchObject({ pages: 200 });
    const exact = await cappedTotal(
      database.db,
      sql`select count(*)::int as total from (select 1 from generate_series(1, 999) limit 1001) as capped`,
      1000,
    );
    expect(pageOf([], { page: 1, perPage: 50 }, exact)).toMatchObject({ total: 999, pages: 20 });
  });
});
