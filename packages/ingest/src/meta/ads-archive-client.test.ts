import { describe, expect, it } from 'vitest';
import {
  AdsArchiveClient,
  MetaRateLimitPause,
  type MetaClientOptions,
  type PageRequest,
} from './ads-archive-client';
import { adsArchiveQuerySchema } from './ads-archive-query';
import { MetaGraphError } from './graph-error';

const token = 'EAAB-secret-token';
const now = new Date('2026-11-20T10:00:00Z');

/** A scripted Graph API answer: a JSON body with a status and headers, or a network failure. */
type Scripted = { status?: number; body: unknown; headers?: Record<string, string> } | Error;

/**
 * A fetch that answers each request with the next scripted answer (the last one repeats), records
 * the URLs asked, and fails with a message quoting the URL, as some network errors do.
 */
function scriptedFetch(answers: Scripted[]) {
  const urls: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input);
    urls.push(new URL(url));
    const answer = answers[Math.min(urls.length - 1, answers.length - 1)];
    if (answer === undefined) throw new Error('nothing scripted');
    if (answer instanceof Error) throw new TypeError(`${answer.message} ${url}`, { cause: answer });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { fetch, urls };
}

function clientFor(answers: Scripted[], options: Partial<MetaClientOptions> = {}) {
  const scripted = scriptedFetch(answers);
  const waits: number[] = [];
  const client = new AdsArchiveClient({
    accessToken: token,
    baseUrl: 'https://graph.test/',
    version: 'v27.0',
    maxAttempts: 3,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    fetch: scripted.fetch,
    now: () => now,
    ...options,
  });
  return { client, urls: scripted.urls, waits };
}

const request = (overrides: Partial<PageRequest> = {}): PageRequest => ({
  query: adsArchiveQuerySchema.parse({ searchTerms: 'nurse shirt', countries: ['US'] }),
  mediaType: 'ALL',
  limit: 100,
  after: null,
  ...overrides,
});

const ad = (id: string) => ({ id, page_id: '1048576' });
const graphError = (status: number, code: number, message = `(#${code}) failed`): Scripted => ({
  status,
  body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbC' } },
});
const tooMuchData = graphError(
  500,
  1,
  "Please reduce the amount of data you're asking for, then retry your request",
);

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a failure'),
    (error: unknown) => error,
  );
}

describe('AdsArchiveClient.fetchPage', () => {
  it('asks with the documented parameters and returns the page, its cursor and its usage', async () => {
    const { client, urls, waits } = clientFor([
      {
        body: {
          data: [ad('11'), { ...ad('12'), eu_total_reach: 'many' }],
          paging: { cursors: { before: 'b0', after: 'c1' }, next: 'https://graph.test/next' },
        },
        headers: { 'X-App-Usage': JSON.stringify({ call_count: 28, total_time: 5 }) },
      },
    ]);
    const query = adsArchiveQuerySchema.parse({
      searchTerms: 'nurse shirt',
      searchType: 'KEYWORD_EXACT_PHRASE',
      countries: ['us', 'DE'],
      pageIds: ['1048576'],
      deliveredSince: '2026-11-01',
    });
    const page = await client.fetchPage(request({ query, mediaType: 'VIDEO', after: 'c0' }));
    expect(page).toEqual({
      ads: [ad('11'), ad('12')],
      next: 'c1',
      limit: 100,
      usage: { percent: 28, regainAccessMinutes: 0 },
      recovered: [],
    });
    const [url] = urls;
    expect(url?.origin + (url?.pathname ?? '')).toBe('https://graph.test/v27.0/ads_archive');
    const { fields, ...params } = Object.fromEntries(url?.searchParams ?? []);
    expect(params).toEqual({
      access_token: token,
      ad_reached_countries: '["US","DE"]',
      ad_type: 'ALL',
      ad_active_status: 'ALL',
      media_type: 'VIDEO',
      search_terms: 'nurse shirt',
      search_type: 'KEYWORD_EXACT_PHRASE',
      search_page_ids: '["1048576"]',
      ad_delivery_date_min: '2026-11-01',
      limit: '100',
      after: 'c0',
    });
    expect(fields?.split(',')).toEqual(
      expect.arrayContaining(['id', 'page_id', 'ad_creative_link_titles', 'eu_total_reach']),
    );
    expect(waits).toEqual([]);
  });

  it('sends ALL countries as they are and no search type without search terms', async () => {
    const { client, urls } = clientFor([{ body: { data: [] } }]);
    const query = adsArchiveQuerySchema.parse({ countries: ['ALL'], pageIds: ['42'] });
    await client.fetchPage(request({ query }));
    const params = urls[0]?.searchParams;
    expect(params?.get('ad_reached_countries')).toBe('["ALL"]');
    expect(params?.has('search_terms')).toBe(false);
    expect(params?.has('search_type')).toBe(false);
    expect(params?.has('ad_delivery_date_min')).toBe(false);
    expect(params?.has('after')).toBe(false);
  });

  it('ends the pass without a next link, without a cursor or without data', async () => {
    const next = async (body: unknown) =>
      (await clientFor([{ body }]).client.fetchPage(request())).next;
    expect(await next({ data: [ad('1')], paging: { cursors: { after: 'c1' } } })).toBeNull();
    expect(await next({ data: [ad('1')], paging: { next: 'https://graph.test/next' } })).toBeNull();
    expect(
      await next({ data: [], paging: { cursors: { after: 'c1' }, next: 'https://graph.test/n' } }),
    ).toBeNull();
  });

  it('stops at once on a fatal error, keeping what Meta tells the user to do', async () => {
    const { client, urls } = clientFor([
      {
        status: 400,
        body: {
          error: {
            message: 'Application does not have permission for this action',
            type: 'OAuthException',
            code: 10,
            error_subcode: 2332002,
            error_user_title: 'Confirm your identity',
            error_user_msg: 'You need to confirm your identity and location.',
          },
        },
      },
    ]);
    const error = await failureOf(client.fetchPage(request()));
    expect(error).toBeInstanceOf(MetaGraphError);
    expect(error).toMatchObject({ code: 10, subcode: 2332002, kind: 'fatal' });
    expect((error as Error).message).toContain(
      'Confirm your identity: You need to confirm your identity and location.',
    );
    expect((error as Error).message).not.toContain(token);
    expect(urls).toHaveLength(1);
  });

  it('halves the page while Meta asks for less data, and fetches it', async () => {
    const { client, urls, waits } = clientFor([
      tooMuchData,
      tooMuchData,
      { body: { data: [ad('1')] } },
    ]);
    const page = await client.fetchPage(request({ limit: 100 }));
    expect(urls.map((url) => url.searchParams.get('limit'))).toEqual(['100', '50', '25']);
    expect(page.limit).toBe(25);
    expect(page.ads).toEqual([ad('1')]);
    expect(page.recovered).toHaveLength(2);
    expect(page.recovered[1]).toMatch(/reduce the amount of data.*asking 25 ads per page/);
    expect(waits).toEqual([]);
  });

  it('gives up when even one ad per page is too much', async () => {
    const { client, urls } = clientFor([tooMuchData]);
    const error = await failureOf(client.fetchPage(request({ limit: 1 })));
    expect(error).toMatchObject({ kind: 'reduce-data' });
    expect((error as Error).message).toMatch(/even one ad per page is too much/);
    expect(urls).toHaveLength(1);
  });

  it('pauses on a spent budget until Meta says access returns, without retrying', async () => {
    const regainIn12 = {
      'X-Business-Use-Case-Usage': JSON.stringify({
        '1048576': [{ type: 'ads_archive', call_count: 100, estimated_time_to_regain_access: 12 }],
      }),
    };
    const { client, urls, waits } = clientFor([{ ...graphError(400, 613), headers: regainIn12 }]);
    const pause = await failureOf(client.fetchPage(request()));
    expect(pause).toBeInstanceOf(MetaRateLimitPause);
    expect(pause).toMatchObject({
      until: new Date('2026-11-20T10:12:00Z'),
      usage: { percent: 100, regainAccessMinutes: 12 },
    });
    expect(urls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it.each([4, 17, 32, 613, 80_004])(
    'pauses 15 minutes on code %i without an estimate',
    async (code) => {
      const pause = await failureOf(clientFor([graphError(400, code)]).client.fetchPage(request()));
      expect(pause).toBeInstanceOf(MetaRateLimitPause);
      expect((pause as MetaRateLimitPause).until).toEqual(new Date('2026-11-20T10:15:00Z'));
    },
  );

  it('retries transient errors with growing delays, and records them', async () => {
    const { client, urls, waits } = clientFor(
      [
        new Error('fetch failed'),
        graphError(503, 2, 'Service temporarily unavailable'),
        { status: 400, body: { error: { message: 'try again', code: 100, is_transient: true } } },
        { body: { data: [ad('1')] } },
      ],
      { maxAttempts: 4 },
    );
    const page = await client.fetchPage(request());
    expect(urls).toHaveLength(4);
    // Base 1 s doubling, with half of each delay random (0.5 here).
    expect(waits).toEqual([750, 1500, 3000]);
    expect(page.recovered).toEqual([
      expect.stringContaining('could not be reached: fetch failed'),
      expect.stringContaining('Service temporarily unavailable'),
      expect.stringContaining('try again'),
    ]);
  });

  it('gives up after the last attempt, never quoting the access token', async () => {
    const { client, urls, waits } = clientFor([new Error('Failed to parse URL from')]);
    const error = await failureOf(client.fetchPage(request()));
    expect(error).toMatchObject({ kind: 'transient', status: 0 });
    expect((error as Error).message).toMatch(/could not be reached.*gave up after 3 attempts/);
    expect((error as Error).message).toContain('access_token=[access token]');
    expect((error as Error).message).not.toContain(token);
    expect(urls).toHaveLength(3);
    expect(waits).toEqual([750, 1500]);
  });

  it('retries a request that times out, but not one the caller aborts', async () => {
    const hanging: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const timingOut = new AdsArchiveClient({
      accessToken: token,
      baseUrl: 'https://graph.test',
      version: 'v27.0',
      maxAttempts: 2,
      timeoutMs: 5,
      sleep: async () => {},
      fetch: hanging,
    });
    await expect(timingOut.fetchPage(request())).rejects.toThrow(
      /could not be reached: .*timeout.*gave up after 2 attempts/,
    );

    const caller = new AbortController();
    const aborted = timingOut.fetchPage(request(), caller.signal);
    caller.abort(new Error('run stopped'));
    await expect(aborted).rejects.toThrow('run stopped');
  });
});
