import { postSearchQuerySchema } from '@postradar/contracts';
import { domainPixels, type DbHandle } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixturePixelDomains,
  fixturePixels,
  generateFixture,
  loadFixture,
  testViewer,
  type StoredFixture,
} from '../testing';
import { findPostDetail, findPosts } from './post-dtos';
import { searchPosts } from './search-posts';

describe("a post's store pixels", () => {
  let database: DbHandle;
  let fixture: StoredFixture;
  /** The fixture's pixel links, and the first store loading the second pixel as well. */
  const loading = fixturePixelDomains.map((domains, pixel) =>
    pixel === 1 ? [0, ...domains] : domains,
  );

  beforeAll(async () => {
    database = await createTestDb();
    fixture = await loadFixture(database.db, generateFixture(120, 7));
    await database.db.insert(domainPixels).values({
      domainId: fixture.domainIds[0] as number,
      pixelId: fixture.pixelIds[1] as number,
    });
  });
  afterAll(() => database.close());

  /** The pixels a fixture store loads, as a post carries them: by id. */
  function pixelsOf(domain: number | null) {
    if (domain === null) return [];
    return fixturePixels
      .map((networkId, pixel) => ({ _id: String(fixture.pixelIds[pixel]), networkId, pixel }))
      .filter(({ pixel }) => (loading[pixel] ?? []).includes(domain))
      .sort((a, b) => a.networkId.localeCompare(b.networkId))
      .map(({ _id, networkId }) => ({ _id, networkId }));
  }

  it('comes with every post of a page of results, by id; none without a store or a pixel', async () => {
    const page = await searchPosts(
      database.db,
      postSearchQuerySchema.parse({ perPage: '100', sort: 'reactions' }),
      testViewer,
    );
    expect(page.docs).toHaveLength(100);
    const domainOf = new Map(fixture.posts.map((post) => [String(post.id), post.domain]));
    for (const doc of page.docs) {
      expect(doc.pixels).toEqual(pixelsOf(domainOf.get(doc._id) ?? null));
    }
    // The page holds posts with two pixels, one, none (a store without pixels) and no store.
    const counts = new Set(page.docs.map((doc) => doc.pixels.length));
    expect(counts).toEqual(new Set([0, 1, 2]));
    expect(page.docs.some((doc) => doc.domain === null)).toBe(true);
  });

  it('comes with posts found by id', async () => {
    const post = fixture.posts.find((candidate) => candidate.domain === 0);
    const [found] = await findPosts(database.db, [post?.id as number]);
    expect(found?.pixels.map((pixel) => pixel.networkId)).toEqual(fixturePixels);
  });

  it("comes with a post's detail as with the post found by id, whatever its store", async () => {
    for (const { id } of fixture.posts) {
      const [found] = await findPosts(database.db, [id]);
      expect(await findPostDetail(database.db, id)).toEqual({ ...found, history: [] });
    }
  });
});
