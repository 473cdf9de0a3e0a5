import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeArchivedAd } from './fake-archived-ad';
import { getJson, idsOf, searchArchive, type ArchiveAnswer } from './meta-test-client';
import { startMetaFake, type MetaFake } from './start-meta-fake';

let fake: MetaFake;

beforeAll(async () => {
  fake = await startMetaFake({
    now: () => Date.parse('2026-11-26T12:00:00Z'),
    ads: [
      fakeArchivedAd('301', '900', { ad_delivery_start_time: '2026-11-02T08:00:00+0000' }),
      fakeArchivedAd('302', '900', { ad_delivery_start_time: '2026-11-02T09:00:00+0000' }),
      fakeArchivedAd('303', '900', { ad_delivery_start_time: '2026-11-01' }),
      fakeArchivedAd('1000', '900', { ad_delivery_start_time: '2026-11-01' }),
      fakeArchivedAd('304', '900', { ad_delivery_start_time: '2026-11-20T00:00:00+0000' }),
    ],
  });
});
afterAll(() => fake.close());

const firstPage = () =>
  searchArchive(fake, { ad_reached_countries: '["DE"]', search_terms: 'cat', limit: '2' });

/** Every page from the first, following `next`. */
async function allPages(): Promise<ArchiveAnswer[]> {
  const pages = [await firstPage()];
  for (let next = pages[0]?.body.paging?.next; next; next = pages.at(-1)?.body.paging?.next) {
    pages.push(await getJson(next));
  }
  return pages;
}

describe('paging', () => {
  it('answers the newest delivery first, then the highest id, page by page', async () => {
    const pages = await allPages();
    expect(pages.map(idsOf)).toEqual([['304', '302'], ['301', '1000'], ['303']]);
  });

  it('gives opaque cursors on every page and a full next URL until the last', async () => {
    const pages = await allPages();
    for (const page of pages) {
      expect(page.body.paging?.cursors.before).toMatch(/^[\w-]{8,}$/);
      expect(page.body.paging?.cursors.after).not.toMatch(/^\d+$/);
    }
    const next = new URL(pages[0]?.body.paging?.next ?? '');
    expect(next.origin + next.pathname).toBe(`${fake.baseUrl}/v27.0/ads_archive`);
    expect(next.searchParams.get('after')).toBe(pages[0]?.body.paging?.cursors.after);
    expect(next.searchParams.get('limit')).toBe('2');
    expect(pages.at(-1)?.body.paging?.next).toBeUndefined();
  });

  it('answers no ads after the last one', async () => {
    const last = (await allPages()).at(-1);
    const after = await getJson(
      `${fake.baseUrl}/v27.0/ads_archive?${new URLSearchParams({
        access_token: 'meta-test-token',
        ad_reached_countries: '["DE"]',
        search_terms: 'cat',
        after: last?.body.paging?.cursors.after ?? '',
      })}`,
    );
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ data: [] });
  });

  it('goes back with the previous URL', async () => {
    const [, second] = await allPages();
    const previous = await getJson(second?.body.paging?.previous ?? '');
    expect(idsOf(previous)).toEqual(['304', '302']);
    expect(previous.body.paging?.previous).toBeUndefined();
  });

  it('keeps its place when ads are added between pages', async () => {
    const first = await firstPage();
    fake.add(fakeArchivedAd('305', '900', { ad_delivery_start_time: '2026-11-25' }));
    const second = await getJson(first.body.paging?.next ?? '');
    expect(idsOf(second)).toEqual(['301', '1000']);
  });

  it('rejects a cursor it did not give out', async () => {
    const answer = await searchArchive(fake, {
      ad_reached_countries: '["DE"]',
      search_terms: 'cat',
      after: '25',
    });
    expect(answer.body.error?.code).toBe(100);
  });
});
