import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeArchivedAd } from './fake-archived-ad';
import { idsOf, searchArchive } from './meta-test-client';
import { startMetaFake, type MetaFake } from './start-meta-fake';

const now = Date.parse('2026-11-26T12:00:00Z');
let fake: MetaFake;

beforeAll(async () => {
  fake = await startMetaFake({
    now: () => now,
    ads: [
      fakeArchivedAd('201', '900', { reached: ['US'] }),
      fakeArchivedAd('202', '900', { reached: ['DE'] }),
      fakeArchivedAd('203', '900', { reached: ['US', 'GB'] }),
      fakeArchivedAd('204', '900', {
        reached: ['US'],
        category: 'POLITICAL_AND_ISSUE_ADS',
        ad_delivery_start_time: '2020-10-01',
        ad_delivery_stop_time: '2020-11-03',
      }),
      // Delivered in the EU, but more than a year ago.
      fakeArchivedAd('205', '900', {
        reached: ['FR'],
        ad_delivery_start_time: '2025-09-01',
        ad_delivery_stop_time: '2025-11-20',
      }),
      fakeArchivedAd('206', '900', { reached: ['FR'], category: 'HOUSING_ADS' }),
      fakeArchivedAd('207', '900', { reached: ['BR'], category: 'HOUSING_ADS' }),
    ],
  });
});
afterAll(() => fake.close());

const search = (countries: string[], params: Record<string, string> = {}) =>
  searchArchive(fake, {
    ad_reached_countries: JSON.stringify(countries),
    search_page_ids: '["900"]',
    ad_active_status: 'ALL',
    ...params,
  }).then(idsOf);

describe('what the Ad Library API finds', () => {
  it('finds no commercial ad delivered only outside the EU and the UK', async () => {
    expect(await search(['US'])).toEqual(['203', '204']);
    expect(await search(['BR'])).toEqual([]);
  });

  it('finds a commercial ad in an EU country it reached', async () => {
    expect(await search(['DE'])).toEqual(['202']);
    expect(await search(['DE', 'IT'])).toEqual(['202']);
    expect(await search(['IT'])).toEqual([]);
  });

  it('finds every ad in its library for ["ALL"]', async () => {
    expect(await search(['ALL'])).toEqual(['206', '203', '202', '204']);
  });

  it('finds political and issue ads wherever and whenever they ran', async () => {
    expect(await search(['US'], { ad_type: 'POLITICAL_AND_ISSUE_ADS' })).toEqual(['204']);
  });

  it('keeps commercial ads a year after their last delivery', async () => {
    fake.update('205', { ad_delivery_stop_time: '2025-11-27' });
    expect(await search(['FR'])).toEqual(['206', '205']);
    fake.update('205', { ad_delivery_stop_time: '2025-11-20' });
  });

  it('answers one category for any other ad type', async () => {
    expect(await search(['ALL'], { ad_type: 'HOUSING_ADS' })).toEqual(['206']);
    expect(await search(['ALL'], { ad_type: 'CREDIT_ADS' })).toEqual([]);
  });
});
