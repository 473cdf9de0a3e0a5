import { selectRows, type DbHandle } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importNdjson } from './import-ndjson';

const page = { type: 'page', id: '4000001', name: 'Cozy Socks' };
const ad = {
  type: 'post',
  id: '987654321012345',
  page_id: page.id,
  kind: 'ad',
  created_time: '2026-11-01T08:00:00Z',
  message: 'Warm feet all winter',
  media_type: 'photo',
  link: 'https://cozysocks.shop/wool',
  headline: 'Merino socks, 3 pairs for $29',
  language: 'en',
  country: 'us',
  ad: { platforms: ['facebook'], reached_countries: ['de', 'FR', 'DE'], eu_total_reach: 12_500 },
  metrics: { at: '2026-11-02T10:00:00Z', comments: 3 },
};

type StoredFacts = {
  headline: string | null;
  ad_reached_countries: string[] | null;
  ad_eu_total_reach: number | null;
  last_seen_at: Date | string | null;
  language: string | null;
  country: string | null;
};

describe('storing what the Ad Library tells about an ad', () => {
  let database: DbHandle;

  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  const importLines = (lines: object[], now: string) =>
    importNdjson(database.db, Readable.from(lines.map((line) => `${JSON.stringify(line)}\n`)), {
      source: 'ad facts',
      now: () => new Date(now),
    });
  const stored = async (networkId = ad.id) => {
    const [row] = await selectRows<StoredFacts>(
      database.db,
      sql`select c.headline, c.ad_reached_countries, c.ad_eu_total_reach, c.last_seen_at,
          p.language, p.country
        from posts p join post_contents c on c.post_id = p.id where p.network_id = ${networkId}`,
    );
    return row && { ...row, last_seen_at: row.last_seen_at && new Date(row.last_seen_at) };
  };

  it('stores the headline, the reached countries and the EU reach, last seen when read', async () => {
    const summary = await importLines([page, ad], '2026-11-02T12:00:00Z');
    expect(summary.changes).toMatchObject({ 'posts.created': 1 });
    expect(await stored()).toEqual({
      headline: 'Merino socks, 3 pairs for $29',
      ad_reached_countries: ['DE', 'FR'],
      ad_eu_total_reach: 12_500,
      last_seen_at: new Date('2026-11-02T10:00:00Z'),
      language: 'en',
      country: 'US',
    });
  });

  it('gathers reached countries over imports and keeps what a later line leaves out', async () => {
    const later = {
      ...ad,
      language: null,
      country: undefined,
      ad: { platforms: ['facebook'], reached_countries: ['IT', 'de'] },
    };
    const summary = await importLines([later], '2026-11-02T12:00:00Z');
    expect(summary.changes).toMatchObject({ 'posts.updated': 1 });
    expect(await stored()).toMatchObject({
      ad_reached_countries: ['DE', 'FR', 'IT'],
      ad_eu_total_reach: 12_500,
      language: 'en',
      country: 'US',
    });

    const nothingNew = await importLines(
      [{ ...later, ad: { platforms: ['facebook'], reached_countries: [] } }],
      '2026-11-02T12:00:00Z',
    );
    expect(nothingNew.changes).toMatchObject({ 'posts.updated': 0 });
    expect(await stored()).toMatchObject({ ad_reached_countries: ['DE', 'FR', 'IT'] });
  });

  it('moves last seen on when the post is read again later, without counting a change', async () => {
    const reread = { ...ad, metrics: undefined };
    const summary = await importLines([reread], '2026-11-05T09:30:00Z');
    expect(Object.values(summary.changes).every((count) => count === 0)).toBe(true);
    expect((await stored())?.last_seen_at).toEqual(new Date('2026-11-05T09:30:00Z'));

    // A line read before the last sighting does not move it back.
    await importLines([reread], '2026-11-03T00:00:00Z');
    expect((await stored())?.last_seen_at).toEqual(new Date('2026-11-05T09:30:00Z'));
  });

  it('keeps last seen of a post never read again, and sets it for one first read now', async () => {
    const other = { ...ad, id: '987654321099999', metrics: undefined };
    await importLines([other], '2026-11-06T07:00:00Z');
    expect((await stored(other.id))?.last_seen_at).toEqual(new Date('2026-11-06T07:00:00Z'));
    expect((await stored())?.last_seen_at).toEqual(new Date('2026-11-05T09:30:00Z'));
  });
});
