import { selectRows, type DbHandle } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importNdjson } from '../import/import-ndjson';
import { AdsArchiveClient } from './ads-archive-client';
import { archivedAd, rateLimited, startFakeGraphApi } from './fake-graph-api';
import { adsArchiveLines } from './map-archived-ad';

describe('Ad Library results through the import path', () => {
  let database: DbHandle;
  let fake: Awaited<ReturnType<typeof startFakeGraphApi>> | null = null;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterEach(async () => {
    await fake?.close();
    fake = null;
  });
  afterAll(() => database.close());

  const client = (baseUrl: string) =>
    new AdsArchiveClient({
      accessToken: 't',
      baseUrl,
      version: 'v21.0',
      sleep: async () => {},
    });

  it('stores two pages of results, after a rate limit, idempotently', async () => {
    const firstPage = {
      status: 200,
      body: {
        data: [archivedAd('41', '1048576'), archivedAd('42', '1048576')],
        paging: { cursors: { after: 'c1' }, next: 'https://graph/next' },
      },
    };
    const lastPage = {
      status: 200,
      body: {
        data: [archivedAd('43', '2000001', { page_name: 'Áo Thun Cho Mẹ' })],
        paging: { cursors: { after: 'c2' } },
      },
    };
    const answers = [firstPage, rateLimited, lastPage];
    fake = await startFakeGraphApi(answers);
    const query = { searchTerms: 'nurse shirt', countries: ['US'] };
    const summary = await importNdjson(
      database.db,
      adsArchiveLines(client(fake.baseUrl), query, 5),
      {
        source: 'meta: nurse shirt (US)',
      },
    );
    expect(summary).toMatchObject({
      status: 'succeeded',
      stored: 5,
      skipped: 0,
      storedByType: { page: 2, post: 3 },
    });
    const ads = await selectRows<{ network_id: string; host: string; kind: string }>(
      database.db,
      sql`select p.network_id, d.host, p.kind from posts p join domains d on d.id = p.domain_id
          order by p.network_id`,
    );
    expect(ads).toEqual([
      { network_id: '41', host: 'nurselife.shop', kind: 'ad' },
      { network_id: '42', host: 'nurselife.shop', kind: 'ad' },
      { network_id: '43', host: 'nurselife.shop', kind: 'ad' },
    ]);

    await fake.close();
    fake = await startFakeGraphApi([firstPage, lastPage]);
    const again = await importNdjson(database.db, adsArchiveLines(client(fake.baseUrl), query, 5), {
      source: 'meta again',
    });
    expect(Object.values(again.changes).every((count) => count === 0)).toBe(true);
  });

  it('ends the run as failed with the API error, keeping the pages stored before it', async () => {
    fake = await startFakeGraphApi([
      {
        status: 200,
        body: {
          data: [archivedAd('51', '3000003', { page_name: 'Dog Mom Store' })],
          paging: { cursors: { after: 'c1' }, next: 'https://graph/next' },
        },
      },
      {
        status: 400,
        body: { error: { message: 'Invalid parameter', type: 'OAuthException', code: 100 } },
      },
    ]);
    const summary = await importNdjson(
      database.db,
      adsArchiveLines(client(fake.baseUrl), { countries: ['US'] }, 5),
      { source: 'meta failing', batchLines: 1 },
    );
    expect(summary.status).toBe('failed');
    expect(summary.failure).toBe(
      'Meta Graph API error 100 (OAuthException): Invalid parameter [HTTP 400]',
    );
    expect(summary.stored).toBe(2);
  });
});
