import { selectRows, type DbHandle } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpusNdjson } from '../corpus/generate-corpus';
import { importNdjson } from './import-ndjson';

const now = () => new Date('2026-11-21T05:30:00Z');

/** The stored corpus by network keys: surrogate ids and clock times differ between runs. */
async function corpusByKeys(db: DbHandle['db']) {
  const strip = `- 'id' - 'created_at' - 'updated_at'`;
  const queries = {
    pages: `select to_jsonb(x) ${strip} as row from pages x order by network_id`,
    domains: `select to_jsonb(x) ${strip} as row from domains x order by host`,
    pixels: `select to_jsonb(x) ${strip} as row from pixels x order by network_id`,
    domainPixels: `select d.host, p.network_id from domain_pixels x join domains d on d.id = x.domain_id
      join pixels p on p.id = x.pixel_id order by 1, 2`,
    posts: `select to_jsonb(x) ${strip} - 'page_id' - 'domain_id' as row, pg.network_id as page, d.host
      from posts x join pages pg on pg.id = x.page_id left join domains d on d.id = x.domain_id
      order by x.network_id`,
    snapshots: `select p.network_id, to_jsonb(x) - 'post_id' as row from post_snapshots x
      join posts p on p.id = x.post_id order by p.network_id, x.at`,
  };
  const state: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(queries)) {
    state[name] = await selectRows(db, sql.raw(query));
  }
  return state;
}

describe('StorePipeline', () => {
  const lines = [
    ...generateCorpusNdjson({ posts: 120, seed: 5, now: new Date('2026-11-21T05:00:00Z') }),
  ];
  let oneBatch: DbHandle;
  let manyBatches: DbHandle;
  beforeAll(async () => {
    [oneBatch, manyBatches] = await Promise.all([createTestDb(), createTestDb()]);
  });
  afterAll(() => Promise.all([oneBatch.close(), manyBatches.close()]));

  it('stores small batches, side by side where independent, with the result of one batch', async () => {
    const whole = await importNdjson(oneBatch.db, Readable.from(lines), {
      source: 'one batch',
      batchLines: lines.length,
      now,
    });
    // Posts and their metrics lines alternate, so some batches wait for the one before (a post
    // in common) and others are stored beside it.
    const split = await importNdjson(manyBatches.db, Readable.from(lines), {
      source: 'many batches',
      batchLines: 40,
      now,
    });
    expect(split).toMatchObject({
      status: 'succeeded',
      stored: whole.stored,
      skipped: 0,
      storedByType: whole.storedByType,
    });
    expect(await corpusByKeys(manyBatches.db)).toEqual(await corpusByKeys(oneBatch.db));
  });
});
