import { postSearchQuerySchema } from '@postradar/contracts';
import { selectRows, type DbHandle } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldWords } from '../fold-text';
import { rangeStart } from '../sort-distribution';
import {
  buildPostSearchWhere,
  postSortOrder,
  probedCountQuery,
  sortRangeCondition,
  walkedPageIds,
} from '../sql';
import { generateFixture, loadFixture, referenceSearch, type StoredFixture } from '../testing';
import { cappedTotal } from './capped-total';
import { corpusStatistics } from './corpus-statistics';
import { findPostPage, type SearchStrategy } from './find-post-page';
import { searchFilters } from './search-filters';
import { ignoresNothing } from './search-viewer';

// A corpus where a search matches more than EXACT_COUNT_LIMIT posts, so the count probe can prove it.
describe('bounded scans and their statistics', () => {
  let database: DbHandle;
  let fixture: StoredFixture;

  beforeAll(async () => {
    database = await createTestDb();
    fixture = await loadFixture(database.db, generateFixture(1_300, 11));
  });
  afterAll(() => database.close());

  it('reports "1,000+" with the same page as the full count', async () => {
    const query = postSearchQuerySchema.parse({ q: 'áo thun mẹ con đẹp y', mode: 'any' });
    expect(referenceSearch(fixture, query).length).toBeGreaterThan(1_000);
    const search = (strategy?: SearchStrategy) =>
      findPostPage(
        database.db,
        buildPostSearchWhere(searchFilters(query, ignoresNothing)),
        postSortOrder(query.sort),
        query,
        strategy,
      );
    const counted = await search();
    // Statistics of a large corpus, where a bitmap of every match costs more than the probe; one
    // post a page, so the probe's page bound covers the whole table.
    const size = fixture.posts.length;
    const large = { posts: 1_000_000, heapPages: 1_000_000 };
    const probed = await search({
      estimate: { share: 0.9, ...large, sortCorrelation: 0 },
    });
    const matched = await search({ byTerms: true });
    // Statistics of a rare word: no walk, and every match listed by a bitmap, then sorted.
    const listed = await search({
      byTerms: true,
      estimate: { share: 0.0005, ...large, sortCorrelation: 0 },
    });
    // Statistics that guarantee more than 1,000 matches spare the count altogether.
    const guaranteed = await search({
      estimate: { share: 0.9, posts: size, heapPages: size, sortCorrelation: 0 },
      guaranteed: 1_170,
    });
    // Also to a search they cannot estimate (one without conditions).
    const guaranteedAlone = await search({ guaranteed: 1_170 });
    expect(counted).toMatchObject({ total: 1_000, totalCapped: true, pages: 200 });
    expect(probed).toEqual(counted);
    expect(matched).toEqual(counted);
    expect(listed).toEqual(counted);
    expect(guaranteed).toEqual(counted);
    expect(guaranteedAlone).toEqual(counted);
    // The probe alone proves it, reading the table in physical order.
    const where = buildPostSearchWhere(searchFilters(query, ignoresNothing));
    expect(await cappedTotal(database.db, probedCountQuery(where, size), 1_000)).toEqual({
      total: 1_000,
      totalCapped: true,
    });
    // Over too few pages it proves nothing (and the search then counts the usual way).
    const few = await cappedTotal(database.db, probedCountQuery(where, 1), 1_000);
    expect(few.totalCapped).toBe(false);
  });

  it('lists every match within the top of the sort order when that holds the page, and all of them when not', async () => {
    const query = postSearchQuerySchema.parse({
      q: 'áo thun mẹ con đẹp y',
      mode: 'any',
      sort: 'reactions',
      page: '19',
    });
    const where = buildPostSearchWhere(searchFilters(query, ignoresNothing));
    const orderBy = postSortOrder(query.sort);
    const matches = referenceSearch(fixture, query);
    const search = (sortRange?: (fraction: number) => SQL | undefined) =>
      findPostPage(database.db, where, orderBy, query, {
        byTerms: true,
        // A common word in a million posts on ten heap pages: no walk, every match listed.
        estimate: {
          share: 0.1,
          posts: 1_000_000,
          heapPages: 10,
          sortCorrelation: 0,
        },
        sortRange,
      });
    const expected = await search();
    expect(expected.docs.map((doc) => Number(doc._id))).toEqual(matches.slice(900, 950));
    // The reactions of the 1,001st match in the sort order: the range then holds the page.
    const [threshold] = await selectRows<{ reactions: number }>(
      database.db,
      sql`select reactions from posts where id = ${matches[1_000]}`,
    );
    const fractions: number[] = [];
    const holding = await search((fraction) => {
      fractions.push(fraction);
      return sortRangeCondition(query.sort, query.kind, String(threshold?.reactions));
    });
    expect(fractions).toHaveLength(1);
    expect(fractions[0]).toBeCloseTo((1_001 / 100_000) * 1.5);
    expect(holding).toEqual(expected);
    // A range that holds too few proves nothing: every match is listed after all.
    expect(await search(() => sql`false`)).toEqual(expected);
  });

  it('numbers the matches a walk finds by their place among the posts it read', async () => {
    const query = postSearchQuerySchema.parse({ q: 'ao', sort: 'reactions' });
    const orderBy = postSortOrder(query.sort);
    const where = buildPostSearchWhere(searchFilters(query, ignoresNothing));
    const everyPost = await selectRows<{ id: string }>(
      database.db,
      sql`select id::text as id from posts order by ${sql.join(orderBy, sql`, `)}`,
    );
    const matches = new Set(referenceSearch(fixture, query).map(String));
    const expected = everyPost
      .map((post, index) => ({ id: post.id, position: index + 1 }))
      .filter((post) => matches.has(post.id))
      .slice(3, 8);
    const walked = await selectRows<{ id: string; position: string }>(
      database.db,
      walkedPageIds(where, orderBy, { budget: everyPost.length, limit: 5, offset: 3 }),
    );
    expect(walked.map((row) => ({ id: String(row.id), position: Number(row.position) }))).toEqual(
      expected,
    );
  });

  it('reads the word, tag, kind and media-type shares from the statistics ANALYZE keeps', async () => {
    await database.db.execute(sql`analyze posts`);
    const statistics = await corpusStatistics(database.db);
    expect(statistics?.posts).toBe(fixture.posts.length);
    expect(statistics?.heapPages).toBeGreaterThan(0);
    const share = (word: string) =>
      fixture.posts.filter((post) => foldWords(post.message).includes(word)).length /
      fixture.posts.length;
    expect(statistics?.words.get('ao')).toBeCloseTo(share('ao'), 1);
    expect(statistics?.wordFloor).toBeGreaterThan(0);
    expect([...(statistics?.kinds.keys() ?? [])].sort()).toEqual(['ad', 'post']);
    expect(statistics?.mediaTypes.size).toBeGreaterThan(0);
    // Where the top tenth of the reactions order ends, within a bucket of the histogram.
    const shares = statistics?.valueShares.get('reactions') ?? [];
    const start = Number(rangeStart(shares, 0.1));
    const above = fixture.posts.filter((post) => post.likes + post.loves >= start).length;
    expect(above / fixture.posts.length).toBeGreaterThanOrEqual(0.1);
    expect(above / fixture.posts.length).toBeLessThan(0.15);
  });
});
