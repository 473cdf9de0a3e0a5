import { postSearchQuerySchema } from '@postradar/contracts';
import { ignoredItems, users, type DbHandle, type IgnoreKind } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixtureEntities,
  generateFixture,
  handWrittenPosts,
  isOf,
  loadFixture,
  referenceSearch,
  searchParams,
  storedIdOf,
  type FixturePost,
  type Ignored,
  type Params,
  type StoredFixture,
} from '../testing';
import type { SearchScope } from './search-filters';
import { searchPosts } from './search-posts';
import {
  ignoredLists,
  ignoresNothing,
  type IgnoredLists,
  type SearchViewer,
} from './search-viewer';

const viewer: SearchViewer = { userId: '00000000-0000-4000-8000-0000000000a1' };

describe("a viewer's ignore lists in every search", () => {
  let database: DbHandle;
  let fixture: StoredFixture;

  /** Replaces the viewer's ignore lists with these, as the blacklist stores them. */
  async function storeIgnored(ignored: Required<Ignored>) {
    await database.db.delete(ignoredItems).where(eq(ignoredItems.userId, viewer.userId));
    const rows = (
      [
        ['post', ignored.postIds],
        ['page', ignored.pageIds],
        ['domain', ignored.domainIds],
      ] as [IgnoreKind, number[]][]
    ).flatMap(([kind, ids]) => ids.map((targetId) => ({ userId: viewer.userId, kind, targetId })));
    if (rows.length > 0) await database.db.insert(ignoredItems).values(rows);
  }

  beforeAll(async () => {
    database = await createTestDb();
    const generated = generateFixture();
    fixture = await loadFixture(database.db, [
      ...generated,
      ...handWrittenPosts(generated[0] as FixturePost),
    ]);
    await database.db.insert(users).values({
      id: viewer.userId,
      email: 'viewer@example.com',
      name: 'Viewer',
      affiliateCode: 'viewer',
    });
  });
  afterAll(() => database.close());

  it('never answers an ignored post or a post of an ignored page or domain, with the reference totals (property)', async () => {
    const ignoredLists = fc.record({
      postIds: fc.subarray(
        fixture.posts.map((post) => post.id),
        { maxLength: 60 },
      ),
      pageIds: fc.subarray(fixture.pageIds, { maxLength: 2 }),
      domainIds: fc.subarray(fixture.domainIds, { maxLength: 3 }),
    });
    let leftOut = 0;
    await fc.assert(
      fc.asyncProperty(
        ignoredLists,
        searchParams(),
        fc.option(fixtureEntities, { freq: 3 }),
        async (ignored, generated, entity) => {
          const defined = Object.fromEntries(
            Object.entries(generated).filter(([, value]) => value !== undefined),
          ) as Params;
          const parsed = postSearchQuerySchema.safeParse(defined);
          if (!parsed.success) return;
          const query = parsed.data;
          await storeIgnored(ignored);
          const scope: SearchScope | undefined = entity
            ? entity.kind === 'pages'
              ? { page: storedIdOf(fixture, entity) }
              : entity.kind === 'domains'
                ? { domain: storedIdOf(fixture, entity) }
                : { pixel: storedIdOf(fixture, entity) }
            : undefined;
          const own = entity && new Set(fixture.posts.filter(isOf(entity)).map((post) => post.id));
          const inScope = (ids: number[]) => (own ? ids.filter((id) => own.has(id)) : ids);
          const expected = inScope(referenceSearch(fixture, query, ignored));
          leftOut += inScope(referenceSearch(fixture, query)).length - expected.length;

          const found = await searchPosts(
            database.db,
            { ...query, ...(scope && { within: scope }) },
            viewer,
          );
          for (const doc of found.docs) {
            expect(ignored.postIds).not.toContain(Number(doc._id));
            expect(ignored.pageIds).not.toContain(Number(doc.page?._id));
            if (doc.domain) expect(ignored.domainIds).not.toContain(Number(doc.domain._id));
          }
          const offset = (query.page - 1) * query.perPage;
          expect(found.total).toBe(expected.length);
          expect(found.docs.map((doc) => Number(doc._id))).toEqual(
            expected.slice(offset, offset + query.perPage),
          );
        },
      ),
      { numRuns: 120, seed: 20_261_125 },
    );
    // The lists did leave posts out of many searches, not only of empty ones.
    expect(leftOut).toBeGreaterThan(100);
  }, 180_000);

  it('reads the lists, and the posts they can take away only when asked', async () => {
    const ignored = {
      postIds: fixture.posts.slice(0, 3).map((post) => post.id),
      pageIds: [fixture.pageIds[0] as number],
      domainIds: [fixture.domainIds[1] as number, fixture.domainIds[2] as number],
    };
    await storeIgnored(ignored);
    const lists = { post: ignored.postIds, page: ignored.pageIds, domain: ignored.domainIds };
    const sorted = ({ post, page, domain, ...rest }: IgnoredLists) => ({
      post: [...post].sort((a, b) => a - b),
      page: [...page].sort((a, b) => a - b),
      domain: [...domain].sort((a, b) => a - b),
      ...rest,
    });
    // Every post of the ignored page and domains, as their counts say, and the ignored posts.
    const postsAtMost =
      ignored.postIds.length +
      fixture.posts.filter((post) => post.page === 0).length +
      fixture.posts.filter((post) => post.domain === 1 || post.domain === 2).length;
    expect(sorted(await ignoredLists(database.db, viewer, { countPosts: true }))).toEqual(
      sorted({ ...lists, postsAtMost }),
    );
    expect(sorted(await ignoredLists(database.db, viewer, { countPosts: false }))).toEqual(
      sorted(lists),
    );
    await storeIgnored({ postIds: [], pageIds: [], domainIds: [] });
    expect(await ignoredLists(database.db, viewer, { countPosts: true })).toEqual(ignoresNothing);
  });
});
