import { postSearchQuerySchema, type PostSearchQuery } from '@postradar/contracts';
import type { DbHandle } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCountry } from '../estimate-selectivity';
import { foldText } from '../fold-text';
import { buildPostSearchWhere, postSortOrder } from '../sql';
import {
  audienceParams,
  generateFixture,
  handWrittenPosts,
  loadFixture,
  referenceSearch,
  searchParams,
  testViewer,
  type FixturePost,
  type Params,
  type StoredFixture,
} from '../testing';
import { corpusStatistics } from './corpus-statistics';
import { findPostPage, type SearchStrategy } from './find-post-page';
import { planPostSearch } from './plan-post-search';
import { searchFilters } from './search-filters';
import { searchPosts } from './search-posts';
import { ignoresNothing } from './search-viewer';

/** A generated search with some audience filters, as the contract reads it (undefined if refused). */
function audienceSearch([generated, audience]: [Record<string, string | undefined>, Params]) {
  const given = Object.entries({ ...generated, ...audience }).filter(([, value]) => value);
  const parsed = postSearchQuerySchema.safeParse(Object.fromEntries(given));
  return parsed.success ? parsed.data : undefined;
}

const searches = fc.tuple(searchParams(), audienceParams()).map(audienceSearch);

describe('the audience filters: niches, languages and countries', () => {
  let database: DbHandle;
  let fixture: StoredFixture;

  /** The ids of the page the reference finds, and its total. */
  function expectedPage(query: PostSearchQuery) {
    const matches = referenceSearch(fixture, query);
    const offset = (query.page - 1) * query.perPage;
    return { total: matches.length, ids: matches.slice(offset, offset + query.perPage) };
  }

  beforeAll(async () => {
    database = await createTestDb();
    const generated = generateFixture();
    fixture = await loadFixture(database.db, [
      ...generated,
      ...handWrittenPosts(generated[0] as FixturePost),
    ]);
    // The statistics the engine plans with (decision 0019), as autovacuum keeps them.
    await database.db.execute(sql`analyze posts`);
  });
  afterAll(() => database.close());

  it('answers like the reference with every other word and filter, through every strategy (property)', async () => {
    const size = fixture.posts.length;
    const unordered = { sortCorrelation: 0 };
    const strategies: SearchStrategy[] = [
      { byTerms: true },
      { estimate: { share: 1, posts: size, heapPages: 1, ...unordered } },
      { estimate: { share: 0.01, posts: size, heapPages: 2, ...unordered } },
      { estimate: { share: 1, posts: 1_000_000, heapPages: 125_000, ...unordered }, byTerms: true },
      {
        estimate: { share: 0.0001, posts: 1_000_000, heapPages: 125_000, ...unordered },
        byTerms: true,
      },
    ];
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(
        searches,
        fc.constantFrom(...strategies),
        fc.boolean(),
        async (query, strategy, wordsAfterTags) => {
          if (!query) return;
          const expected = expectedPage(query);
          const found = await findPostPage(
            database.db,
            buildPostSearchWhere({ ...searchFilters(query, ignoresNothing), wordsAfterTags }),
            postSortOrder(query.sort, query.kind),
            query,
            strategy,
          );
          expect(found.total).toBe(expected.total);
          expect(found.docs.map((doc) => Number(doc._id))).toEqual(expected.ids);
          if (expected.ids.length > 0) answered += 1;
        },
      ),
      { numRuns: 150, seed: 20_261_201 },
    );
    // Not only empty answers: the filters combined with the others still find posts.
    expect(answered).toBeGreaterThan(15);
  }, 180_000);

  it('answers like the reference as searchPosts plans it from the statistics (property)', async () => {
    await fc.assert(
      fc.asyncProperty(searches, async (query) => {
        if (!query) return;
        const expected = expectedPage(query);
        const found = await searchPosts(database.db, query, testViewer);
        expect(found.total).toBe(expected.total);
        expect(found.docs.map((doc) => Number(doc._id))).toEqual(expected.ids);
      }),
      { numRuns: 100, seed: 20_261_202 },
    );
  }, 180_000);

  it('matches a niche as a tag: case and accents ignored, one that folds to nothing matching no post', async () => {
    const search = (params: Params) =>
      searchPosts(
        database.db,
        postSearchQuerySchema.parse({ perPage: '100', ...params }),
        testViewer,
      );
    const yTa = await search({ niches: 'Y TA' });
    expect(yTa.total).toBeGreaterThan(0);
    for (const doc of yTa.docs) expect(doc.tags.map(foldText)).toContain('y ta');
    expect(await search({ niches: 'y tá' })).toEqual(yTa);
    expect((await search({ niches: '🎄' })).total).toBe(0);
    expect(await search({ niches: '🎄,Y TA' })).toEqual(yTa);
    // A language in another case is the same language; countries are upper-case.
    const brazil = await search({ languages: 'pt-br', countries: 'br' });
    expect(brazil.total).toBeGreaterThan(0);
    for (const doc of brazil.docs) expect(doc).toMatchObject({ language: 'pt-BR', country: 'BR' });
  });

  it('plans niches as terms of the tag keys index, estimated with the languages and countries', async () => {
    const statistics = await corpusStatistics(database.db);
    const plan = (params: Params) =>
      planPostSearch(database.db, postSearchQuerySchema.parse(params), testViewer);
    const share = (test: (post: FixturePost) => boolean) =>
      fixture.posts.filter(test).length / fixture.posts.length;

    expect(statistics?.languages.get('en')).toBeCloseTo(
      share((post) => post.language === 'en'),
      2,
    );
    expect(statistics?.countries.get('VN')).toBeCloseTo(
      share((post) => post.country === 'VN'),
      2,
    );
    // Every language of the fixture is listed: one not listed is next to absent.
    expect(statistics?.languageFloor).toBeLessThan(0.01);
    expect(statistics?.languageCountries.get(languageCountry('pt-BR', 'US'))).toBeCloseTo(
      share((post) => post.language === 'pt-BR' && post.country === 'US'),
      2,
    );

    const gift = share((post) => post.tags.map(foldText).includes('gift'));
    const niche = await plan({ niches: 'gift', sort: 'trending' });
    expect(niche.strategy.byTerms).toBe(true);
    expect(niche.strategy.estimate?.share).toBeCloseTo(gift, 2);
    const inVietnamese = await plan({ niches: 'gift', languages: 'vi', sort: 'trending' });
    expect(inVietnamese.strategy.estimate?.share).toBeCloseTo(
      gift * share((post) => post.language === 'vi'),
      2,
    );
    // Languages and countries alone are filters: the planner's indexes answer them.
    const language = await plan({ languages: 'vi', countries: 'VN' });
    expect(language.strategy).toMatchObject({ byTerms: false, estimate: undefined });
  });
});
