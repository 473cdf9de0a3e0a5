import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { selectRows } from '../select-rows';
import { createTestDb, insertTestPosts } from '../testing';
import { domains } from './domains';
import { pages } from './pages';
import { postContents } from './post-contents';
import { posts } from './posts';

describe('research corpus schema', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('folds case, Vietnamese diacritics and punctuation the same way on every engine', async () => {
    const rows = await selectRows<{ folded: string }>(
      handle.db,
      sql`select postradar_fold(${'Áo Thun ĐẸP—cho Mẹ! Ước mơ, “t-shirt” 2026'}) as folded`,
    );
    expect(rows[0]?.folded).toBe('ao thun dep cho me uoc mo t shirt 2026');
  });

  it('derives the search vector from the folded message, and keeps contents with their post', async () => {
    const [page] = await handle.db
      .insert(pages)
      .values({ networkId: '1048576', name: 'Nurse Life Co' })
      .returning();
    if (!page) throw new Error('page not stored');
    const [domain] = await handle.db
      .insert(domains)
      .values({ host: 'nurselife.shop', platform: 'shopify' })
      .returning();
    if (!domain) throw new Error('domain not stored');
    const [post] = await insertTestPosts(handle.db, [
      {
        networkId: '1048576_1',
        kind: 'ad',
        pageId: page.id,
        domainId: domain.id,
        message: 'Áo Thun cho y tá',
        mediaType: 'photo',
        tags: ['Y Tá', 'Christmas'],
        createdTime: new Date('2026-11-01T10:00:00Z'),
        reactionsLike: 5,
        reactionsLove: 2,
      },
    ]);
    if (!post) throw new Error('post not stored');
    expect(post.messageFolded).toBe('ao thun cho y ta');
    expect(post.tagKeys).toEqual(['y ta', 'christmas']);
    expect(post.reactions).toBe(7);
    const found = await handle.db
      .select({ id: posts.id })
      .from(posts)
      .where(sql`${posts.search} @@ phraseto_tsquery('simple', postradar_fold(${'ao thun'}))`);
    expect(found).toEqual([{ id: post.id }]);
    const none = await handle.db.select().from(posts).where(eq(posts.networkId, 'nothing'));
    expect(none).toEqual([]);

    await handle.db.delete(posts).where(eq(posts.id, post.id));
    const contents = await handle.db
      .select()
      .from(postContents)
      .where(eq(postContents.postId, post.id));
    expect(contents).toEqual([]);
  });

  it('adds each pair of adjacent words to the search vector, skipping words to_tsvector skips', async () => {
    const long = 'x'.repeat(2048);
    const rows = await selectRows<{ pairs: string[]; vector: string }>(
      handle.db,
      sql`select postradar_word_pairs(${`made ${long} with love 2 u`}) as pairs,
        postradar_search_vector('made with love')::text as vector`,
    );
    expect(rows[0]?.pairs).toEqual(['made with', 'with love', 'love 2', '2 u']);
    expect(rows[0]?.vector).toBe("'love':3 'made':1 'made with' 'with':2 'with love'");
  });

  it('matches a phrase with its pairs exactly where the phrase alone matches (property)', async () => {
    const vocabulary = [
      'a',
      'b',
      'c',
      'ab',
      '1',
      ...[1400, 2046, 2047, 2048].map((n) => 'x'.repeat(n)),
    ];
    const words = fc.array(fc.constantFrom(...vocabulary), { maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(words, words, async (document, phrase) => {
        const [row] = await selectRows<{ withPairs: boolean; phraseOnly: boolean }>(
          handle.db,
          sql`select postradar_search_vector(${document.join(' ')}) @@
              postradar_phrase_query(${phrase.join(' ')}) as "withPairs",
            to_tsvector('simple', ${document.join(' ')}) @@
              phraseto_tsquery('simple', ${phrase.join(' ')}) as "phraseOnly"`,
        );
        expect(row?.withPairs).toBe(row?.phraseOnly);
      }),
      // A kept 2047-character word before another: its pair must not read as a 2046-character word.
      { numRuns: 150, examples: [[['x'.repeat(2047), 'a'], ['x'.repeat(2046)]]] },
    );
  });

  it('refuses an unknown kind, media type or platform', async () => {
    await expect(
      handle.db.execute(sql`insert into domains (host, platform) values ('x.shop', 'magento')`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into domains (host) values ('Upper.Shop')`),
    ).rejects.toThrow();
  });
});
