import { postContents, type DbHandle } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, loadFixture, type StoredFixture } from '../testing';
import { findPostDetail, findPosts } from './post-dtos';

describe('what a post shows of the Ad Library', () => {
  let database: DbHandle;
  let fixture: StoredFixture;

  beforeAll(async () => {
    database = await createTestDb();
    fixture = await loadFixture(database.db, generateFixture(20, 3));
  });
  afterAll(() => database.close());

  const firstAd = () => {
    const ad = fixture.posts.find((post) => post.kind === 'ad');
    if (!ad) throw new Error('the fixture holds no ad');
    return ad;
  };

  it('reads a post stored before sightings were kept as last seen when its engagement was read', async () => {
    const ad = firstAd();
    const [found] = await findPosts(database.db, [ad.id]);
    expect(found).toMatchObject({
      headline: null,
      lastSeenAt: ad.metricsAt.toISOString(),
      ad: { reachedCountries: [], euTotalReach: null },
    });
  });

  it('shows the headline, last sighting, reached countries and EU reach, in lists and detail', async () => {
    const ad = firstAd();
    await database.db
      .update(postContents)
      .set({
        headline: 'Merino socks, 3 pairs for $29',
        adReachedCountries: ['DE', 'FR'],
        adEuTotalReach: 12_500,
        lastSeenAt: new Date('2026-12-01T08:00:00Z'),
      })
      .where(eq(postContents.postId, ad.id));
    const facts = {
      headline: 'Merino socks, 3 pairs for $29',
      lastSeenAt: '2026-12-01T08:00:00.000Z',
      ad: { reachedCountries: ['DE', 'FR'], euTotalReach: 12_500 },
    };
    const [found] = await findPosts(database.db, [ad.id]);
    expect(found).toMatchObject(facts);
    expect(await findPostDetail(database.db, ad.id)).toMatchObject(facts);
  });
});
