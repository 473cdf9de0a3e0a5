import { afterEach, describe, expect, it } from 'vitest';
import { AdsArchiveClient, MetaGraphError } from './ads-archive-client';
import { archivedAd, rateLimited, startFakeGraphApi } from './fake-graph-api';
import { mapArchivedAd } from './map-archived-ad';

let fake: Awaited<ReturnType<typeof startFakeGraphApi>> | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

function client(baseUrl: string, waits: number[]) {
  return new AdsArchiveClient({
    accessToken: 'test-token',
    baseUrl,
    version: 'v21.0',
    maxAttempts: 3,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
  });
}

async function allPages(source: AsyncGenerator<unknown[]>) {
  const pages: unknown[][] = [];
  for await (const page of source) pages.push(page);
  return pages;
}

describe('AdsArchiveClient', () => {
  it('sends the documented parameters and follows the after cursor', async () => {
    fake = await startFakeGraphApi([
      {
        status: 200,
        body: {
          data: [archivedAd('11', '1048576'), archivedAd('12', '1048576')],
          paging: { cursors: { before: 'b0', after: 'c1' }, next: 'https://graph/next' },
        },
      },
      { status: 200, body: { data: [archivedAd('13', '2000001')], paging: { cursors: {} } } },
    ]);
    const waits: number[] = [];
    const pages = await allPages(
      client(fake.baseUrl, waits).pages({
        searchTerms: 'nurse shirt',
        countries: ['US'],
        limit: 2,
      }),
    );
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    const [first, second] = fake.requests;
    expect(first?.pathname).toBe('/v21.0/ads_archive');
    expect(Object.fromEntries(first?.searchParams ?? [])).toMatchObject({
      access_token: 'test-token',
      search_terms: 'nurse shirt',
      ad_reached_countries: '["US"]',
      ad_type: 'ALL',
      limit: '2',
    });
    expect(first?.searchParams.get('fields')?.split(',')).toEqual(
      expect.arrayContaining(['id', 'ad_creative_bodies', 'page_id', 'publisher_platforms']),
    );
    expect(first?.searchParams.has('after')).toBe(false);
    expect(second?.searchParams.get('after')).toBe('c1');
    expect(waits).toEqual([]);
  });

  it('waits and retries after a rate limit or a server error, with growing delays', async () => {
    fake = await startFakeGraphApi([
      rateLimited,
      { status: 503, body: { error: { message: 'Service unavailable', code: 2 } } },
      { status: 200, body: { data: [archivedAd('21', '1')] } },
    ]);
    const waits: number[] = [];
    const pages = await allPages(client(fake.baseUrl, waits).pages({ countries: ['US'] }));
    expect(pages).toHaveLength(1);
    expect(fake.requests).toHaveLength(3);
    // Base 1 s doubling, with half of each delay random (0.5 here).
    expect(waits).toEqual([750, 1500]);
  });

  it('stops at once with a clear error on a fatal one, and gives up after the last attempt', async () => {
    fake = await startFakeGraphApi([
      {
        status: 400,
        body: {
          error: {
            message: 'Invalid OAuth access token - Cannot parse access token',
            type: 'OAuthException',
            code: 190,
            fbtrace_id: 'XyZ',
          },
        },
      },
    ]);
    const waits: number[] = [];
    const failing = allPages(client(fake.baseUrl, waits).pages({ countries: ['US'] }));
    await expect(failing).rejects.toThrow(
      'Meta Graph API error 190 (OAuthException): Invalid OAuth access token - Cannot parse access token [HTTP 400, fbtrace_id XyZ]',
    );
    expect(fake.requests).toHaveLength(1);
    await fake.close();

    fake = await startFakeGraphApi([rateLimited]);
    const limited = allPages(client(fake.baseUrl, waits).pages({ countries: ['US'] }));
    await expect(limited).rejects.toThrow(/error 613 .* gave up after 3 attempts/);
    await expect(limited).rejects.toBeInstanceOf(MetaGraphError);
  });
});

describe('mapArchivedAd', () => {
  it('maps an archive entry to a page line and an ad line, without the snapshot URL', () => {
    const { page, post } = mapArchivedAd(archivedAd('31', '1048576'), 'US');
    expect(page).toEqual({ type: 'page', id: '1048576', name: 'Nurse Life Co' });
    expect(post).toMatchObject({
      type: 'post',
      id: '31',
      kind: 'ad',
      created_time: '2026-11-01T00:00:00.000Z',
      message: 'Proud nurse tee 31 — free shipping today\n\nSoft cotton, all sizes',
      media_type: 'link',
      link: 'https://nurselife.shop/',
      cta: { type: null, title: 'Christmas Nurse Tee' },
      language: 'en',
      country: 'US',
      ad: {
        platforms: ['facebook', 'instagram'],
        start_time: '2026-11-01T10:00:00.000Z',
        stop_time: null,
      },
    });
    expect(JSON.stringify(post)).not.toContain('access_token');
  });
});
