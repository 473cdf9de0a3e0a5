import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeArchivedAd } from './fake-archived-ad';
import { getJson, idsOf, searchArchive } from './meta-test-client';
import { startMetaFake, type MetaFake } from './start-meta-fake';

let fake: MetaFake;

beforeAll(async () => {
  fake = await startMetaFake({
    ads: [fakeArchivedAd('101', '900')],
    unconfirmedTokens: ['unconfirmed-token'],
    maxLimit: 50,
  });
});
afterAll(() => fake.close());

const validSearch = { ad_reached_countries: '["DE"]', search_terms: 'cat dad' };

describe('paths', () => {
  it.each([
    ['GET', '/v27.0/ads'],
    ['GET', '/v27.0/ads_archive/more'],
    ['GET', '/ads_archive'],
    ['POST', '/v27.0/ads_archive'],
  ])('answers %s %s with code 2500', async (method, path) => {
    const answer = await getJson(`${fake.baseUrl}${path}?access_token=meta-test-token`, { method });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      message: `Unknown path components: ${path}`,
      type: 'OAuthException',
      code: 2500,
    });
    expect(answer.body.error?.fbtrace_id).toMatch(/^\S{10,}$/);
  });

  it.each(['v27', '27.0', 'latest'])(
    'answers a version written %s with code 2635',
    async (version) => {
      const answer = await getJson(`${fake.baseUrl}/${version}/ads_archive`);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe(2635);
    },
  );
});

describe('access tokens', () => {
  it('requires one', async () => {
    const answer = await getJson(`${fake.baseUrl}/v27.0/ads_archive?search_terms=cat`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      message: 'An access token is required to request this resource.',
      type: 'OAuthException',
      code: 104,
    });
  });

  it('refuses one it does not know', async () => {
    const answer = await searchArchive(fake, { ...validSearch, access_token: 'made-up' });
    expect(answer.body.error).toMatchObject({
      message: 'Invalid OAuth access token - Cannot parse access token',
      code: 190,
    });
  });

  it('tells a user who has not confirmed their identity where to do it', async () => {
    const answer = await searchArchive(fake, { ...validSearch, access_token: 'unconfirmed-token' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      message: 'Application does not have permission for this action',
      type: 'OAuthException',
      code: 10,
      error_subcode: 2332002,
      error_user_title: 'Confirm your identity',
    });
    expect(answer.body.error?.error_user_msg).toContain('https://www.facebook.com/ID');
  });

  it('takes the token from an Authorization header too', async () => {
    const query = new URLSearchParams(validSearch);
    const answer = await getJson(`${fake.baseUrl}/v27.0/ads_archive?${query}`, {
      headers: { authorization: 'Bearer meta-test-token' },
    });
    expect(idsOf(answer)).toEqual(['101']);
  });
});

describe('parameters', () => {
  it.each([
    [{ ad_reached_countries: '' }, 'The parameter ad_reached_countries is required'],
    [{ ad_reached_countries: 'DE' }, 'ad_reached_countries'],
    [{ ad_reached_countries: '["de"]' }, 'ad_reached_countries'],
    [{ ad_reached_countries: '["ALL","DE"]' }, 'ad_reached_countries'],
    [{ ad_reached_countries: '[]' }, 'ad_reached_countries'],
    [{ ad_type: 'SHOPPING_ADS' }, 'Param ad_type must be one of {ALL, CREDIT_ADS'],
    [{ ad_active_status: 'RUNNING' }, 'ad_active_status'],
    [{ media_type: 'CAROUSEL' }, 'media_type'],
    [{ search_type: 'KEYWORD' }, 'search_type'],
    [{ search_terms: '' }, 'search_terms or search_page_ids'],
    [{ search_terms: 'x'.repeat(101) }, 'search_terms must be at most 100 characters'],
    [{ search_page_ids: '["12","ab"]' }, 'search_page_ids'],
    [
      { search_page_ids: JSON.stringify(Array.from({ length: 11 }, (_, i) => `${i}`)) },
      'at most 10',
    ],
    [{ ad_delivery_date_min: '2026-11-1' }, 'ad_delivery_date_min'],
    [{ ad_delivery_date_max: '2026-02-30' }, 'ad_delivery_date_max'],
    [{ limit: '0' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ fields: 'id,page_name,spend' }, 'Tried accessing nonexisting field (spend)'],
  ])('rejects %o with code 100', async (params, named) => {
    const answer = await searchArchive(fake, { ...validSearch, ...params });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe(100);
    expect(answer.body.error?.type).toBe('OAuthException');
    expect(answer.body.error?.message).toMatch(/^\(#100\) /);
    expect(answer.body.error?.message).toContain(named);
  });

  it('accepts ten page ids without search terms', async () => {
    const pageIds = ['900', ...Array.from({ length: 9 }, (_, i) => `${i + 1}`)];
    const answer = await searchArchive(fake, {
      ad_reached_countries: '["DE"]',
      search_page_ids: JSON.stringify(pageIds),
    });
    expect(idsOf(answer)).toEqual(['101']);
  });

  it('asks for less data when the limit is above what it answers', async () => {
    const answer = await searchArchive(fake, { ...validSearch, limit: '51' });
    expect(answer.status).toBe(500);
    expect(answer.body.error).toMatchObject({
      code: 1,
      message: "Please reduce the amount of data you're asking for, then retry your request",
    });
    expect(idsOf(await searchArchive(fake, { ...validSearch, limit: '50' }))).toEqual(['101']);
  });
});

describe('failNext', () => {
  const outage = {
    status: 503,
    body: { error: { message: 'Service temporarily unavailable', code: 2, is_transient: true } },
  };

  it('answers the next requests with the scripted failure, before the token is checked', async () => {
    fake.failNext(outage, 2);
    const first = await searchArchive(fake, { ...validSearch, access_token: 'made-up' });
    const second = await searchArchive(fake, validSearch);
    const third = await searchArchive(fake, validSearch);
    expect([first.status, second.status, third.status]).toEqual([503, 503, 200]);
    expect(second.body).toEqual(outage.body);
    expect(third.headers.get('x-app-usage')).not.toBeNull();
  });

  it('still answers a wrong path as Graph does', async () => {
    fake.failNext(outage);
    expect((await getJson(`${fake.baseUrl}/v27.0/ads`)).body.error?.code).toBe(2500);
    expect((await searchArchive(fake, validSearch)).status).toBe(503);
  });
});
