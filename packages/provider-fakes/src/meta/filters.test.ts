import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeArchivedAd } from './fake-archived-ad';
import { idsOf, searchArchive } from './meta-test-client';
import { startMetaFake, type MetaFake } from './start-meta-fake';

let fake: MetaFake;

beforeAll(async () => {
  fake = await startMetaFake({
    now: () => Date.parse('2026-11-26T12:00:00Z'),
    ads: [
      fakeArchivedAd('501', '900'),
      fakeArchivedAd('502', '900', {
        media: 'VIDEO',
        ad_delivery_start_time: '2026-10-01T10:00:00+0000',
        ad_delivery_stop_time: '2026-11-10T18:00:00+0000',
      }),
      fakeArchivedAd('503', '901', {
        media: 'NONE',
        ad_delivery_start_time: '2026-11-20',
        ad_delivery_stop_time: '2026-12-31',
        ad_creative_bodies: ['Dog mom hoodie, printed for you'],
        ad_creative_link_titles: ['Dog Mom Hoodie'],
      }),
    ],
  });
});
afterAll(() => fake.close());

const search = (params: Record<string, string>) =>
  searchArchive(fake, { ad_reached_countries: '["DE"]', ...params });
const idsFor = (params: Record<string, string>) => search(params).then(idsOf);
const allByPages = { search_page_ids: '["900","901"]', ad_active_status: 'ALL' };

describe('fields', () => {
  it('answers only the id when no fields are asked', async () => {
    const answer = await search({ search_page_ids: '["901"]' });
    expect(answer.body.data).toEqual([{ id: '503' }]);
  });

  it('answers the fields asked, and never the facts it keeps to itself', async () => {
    const answer = await search({
      search_page_ids: '["901"]',
      fields: 'page_name, ad_delivery_stop_time,eu_total_reach,currency,bylines',
    });
    expect(answer.body.data).toEqual([
      {
        id: '503',
        page_name: 'Paw Print Tees',
        ad_delivery_stop_time: '2026-12-31',
        eu_total_reach: 1200,
      },
    ]);
  });
});

describe('filters', () => {
  it('answers only running ads unless asked otherwise', async () => {
    expect(await idsFor({ search_page_ids: '["900","901"]' })).toEqual(['503', '501']);
    expect(await idsFor({ ...allByPages, ad_active_status: 'ACTIVE' })).toEqual(['503', '501']);
    expect(await idsFor({ ...allByPages, ad_active_status: 'INACTIVE' })).toEqual(['502']);
    expect(await idsFor(allByPages)).toEqual(['503', '501', '502']);
  });

  it('sees an ad stop when its stop time is set', async () => {
    fake.update('501', { ad_delivery_stop_time: '2026-11-25T09:00:00+0000' });
    expect(await idsFor({ ...allByPages, ad_active_status: 'INACTIVE' })).toEqual(['501', '502']);
    fake.update('501', { ad_delivery_stop_time: undefined });
  });

  it('filters on media type', async () => {
    expect(await idsFor({ ...allByPages, media_type: 'VIDEO' })).toEqual(['502']);
    expect(await idsFor({ ...allByPages, media_type: 'IMAGE' })).toEqual(['501']);
    expect(await idsFor({ ...allByPages, media_type: 'MEME' })).toEqual([]);
  });

  it('answers ads delivered on or after the first day and started by the last', async () => {
    expect(await idsFor({ ...allByPages, ad_delivery_date_min: '2026-11-10' })).toEqual([
      '503',
      '501',
      '502',
    ]);
    expect(await idsFor({ ...allByPages, ad_delivery_date_min: '2026-11-11' })).toEqual([
      '503',
      '501',
    ]);
    expect(await idsFor({ ...allByPages, ad_delivery_date_max: '2026-11-01' })).toEqual([
      '501',
      '502',
    ]);
    expect(await idsFor({ ...allByPages, ad_delivery_date_max: '2026-10-31' })).toEqual(['502']);
  });

  it('filters on page ids', async () => {
    expect(await idsFor({ ...allByPages, search_page_ids: '["901"]' })).toEqual(['503']);
  });
});

describe('search terms', () => {
  const withTerms = (search_terms: string, search_type?: string) =>
    idsFor({ ad_active_status: 'ALL', search_terms, ...(search_type && { search_type }) });

  it('finds every word in any order and any case, in bodies, titles, descriptions and captions', async () => {
    expect(await withTerms('DAD cat')).toEqual(['501', '502']);
    expect(await withTerms('cotton pawprinttees')).toEqual(['503', '501', '502']);
    expect(await withTerms('dog hoodie')).toEqual(['503']);
    expect(await withTerms('dog cat')).toEqual([]);
  });

  it('finds an exact phrase only as written in a row', async () => {
    expect(await withTerms('cat dad', 'KEYWORD_EXACT_PHRASE')).toEqual(['501', '502']);
    expect(await withTerms('dad cat', 'KEYWORD_EXACT_PHRASE')).toEqual([]);
    expect(await withTerms('Dog Mom', 'KEYWORD_EXACT_PHRASE')).toEqual(['503']);
  });
});
