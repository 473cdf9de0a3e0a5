import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { domainPages, domainPixels, domains, pages, pixels } from '../schema';
import { createTestDb, insertTestPosts } from '../testing';
import { refreshAllEntityCounts, refreshEntityCounts } from './refresh-entity-counts';

const at = (day: number) => new Date(Date.UTC(2026, 10, day));

describe('refreshEntityCounts', () => {
  let handle: DbHandle;
  let pageIds: number[];
  let domainIds: number[];
  let pixelIds: number[];

  beforeAll(async () => {
    handle = await createTestDb();
    const db = handle.db;
    pageIds = (
      await db
        .insert(pages)
        .values([
          { networkId: 'p1', name: 'One' },
          { networkId: 'p2', name: 'Two' },
          { networkId: 'p3', name: 'Quiet' },
        ])
        .returning({ id: pages.id })
    ).map((row) => row.id);
    domainIds = (
      await db
        .insert(domains)
        .values([{ host: 'a.shop' }, { host: 'b.shop' }, { host: 'c.shop' }])
        .returning({ id: domains.id })
    ).map((row) => row.id);
    pixelIds = (
      await db
        .insert(pixels)
        .values([{ networkId: '111' }, { networkId: '222' }])
        .returning({ id: pixels.id })
    ).map((row) => row.id);
    const [p1, p2] = pageIds as [number, number];
    const [a, b, c] = domainIds as [number, number, number];
    const [x, y] = pixelIds as [number, number];
    await db.insert(domainPixels).values([
      { domainId: a, pixelId: x },
      { domainId: b, pixelId: x },
      { domainId: c, pixelId: y },
    ]);
    const post = (
      networkId: string,
      pageId: number,
      domainId: number | null,
      kind: 'post' | 'ad',
      day: number,
    ) => ({
      networkId,
      kind,
      pageId,
      domainId,
      mediaType: 'photo' as const,
      createdTime: at(day),
    });
    await insertTestPosts(db, [
      post('1', p1, a, 'ad', 3),
      post('2', p1, a, 'post', 5),
      post('3', p1, b, 'ad', 4),
      post('4', p1, null, 'post', 9),
      post('5', p2, b, 'ad', 7),
      post('6', p2, null, 'ad', 2),
    ]);
    await refreshAllEntityCounts(db);
  });
  afterAll(() => handle.close());

  const pageCounts = () => handle.db.select().from(pages).orderBy(asc(pages.id));
  const domainCounts = () => handle.db.select().from(domains).orderBy(asc(domains.id));
  const pixelCounts = () => handle.db.select().from(pixels).orderBy(asc(pixels.id));

  it('counts the posts, ads and latest post of every page', async () => {
    const rows = await pageCounts();
    expect(
      rows.map(({ postCount, adCount, latestPostAt }) => ({ postCount, adCount, latestPostAt })),
    ).toEqual([
      { postCount: 4, adCount: 2, latestPostAt: at(9) },
      { postCount: 2, adCount: 2, latestPostAt: at(7) },
      { postCount: 0, adCount: 0, latestPostAt: null },
    ]);
  });

  it('counts each store with its pixels and the pages advertising it', async () => {
    const rows = await domainCounts();
    expect(
      rows.map(({ postCount, adCount, latestPostAt, pixelCount, pageCount }) => ({
        postCount,
        adCount,
        latestPostAt,
        pixelCount,
        pageCount,
      })),
    ).toEqual([
      { postCount: 2, adCount: 1, latestPostAt: at(5), pixelCount: 1, pageCount: 1 },
      { postCount: 2, adCount: 2, latestPostAt: at(7), pixelCount: 1, pageCount: 2 },
      { postCount: 0, adCount: 0, latestPostAt: null, pixelCount: 1, pageCount: 0 },
    ]);
    const links = await handle.db
      .select()
      .from(domainPages)
      .orderBy(asc(domainPages.domainId), asc(domainPages.pageId));
    const [p1, p2] = pageIds as [number, number];
    const [a, b] = domainIds as [number, number];
    expect(links).toEqual([
      { domainId: a, pageId: p1, postCount: 2, adCount: 1, latestPostAt: at(5) },
      { domainId: b, pageId: p1, postCount: 1, adCount: 1, latestPostAt: at(4) },
      { domainId: b, pageId: p2, postCount: 1, adCount: 1, latestPostAt: at(7) },
    ]);
  });

  it("counts a pixel's domains, their posts and the distinct pages advertising them", async () => {
    const rows = await pixelCounts();
    expect(
      rows.map(({ domainCount, postCount, adCount, latestPostAt, pageCount }) => ({
        domainCount,
        postCount,
        adCount,
        latestPostAt,
        pageCount,
      })),
    ).toEqual([
      { domainCount: 2, postCount: 4, adCount: 3, latestPostAt: at(7), pageCount: 2 },
      { domainCount: 1, postCount: 0, adCount: 0, latestPostAt: null, pageCount: 0 },
    ]);
  });

  it('recomputes only the pages and stores named, and the pixels of those stores', async () => {
    const [p1, , p3] = pageIds as [number, number, number];
    const [, , c] = domainIds as [number, number, number];
    await insertTestPosts(handle.db, [
      {
        networkId: '7',
        kind: 'ad',
        pageId: p3,
        domainId: c,
        mediaType: 'video',
        createdTime: at(12),
      },
      {
        networkId: '8',
        kind: 'post',
        pageId: p1,
        domainId: c,
        mediaType: 'text',
        createdTime: at(1),
      },
    ]);
    await refreshEntityCounts(handle.db, { pageNetworkIds: ['p3'], hosts: ['c.shop'] });
    const [page1, , page3] = await pageCounts();
    // p1 was not named: its count waits for the next refresh that names it.
    expect(page1).toMatchObject({ postCount: 4 });
    expect(page3).toMatchObject({ postCount: 1, adCount: 1, latestPostAt: at(12) });
    const [domain] = await handle.db.select().from(domains).where(eq(domains.id, c));
    expect(domain).toMatchObject({ postCount: 2, adCount: 1, latestPostAt: at(12), pageCount: 2 });
    const [, pixel] = await pixelCounts();
    expect(pixel).toMatchObject({ domainCount: 1, postCount: 2, adCount: 1, pageCount: 2 });
  });
});
