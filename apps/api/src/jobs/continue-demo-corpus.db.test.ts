import {
  importRuns,
  refreshPostMetrics,
  refreshRecentPostMetrics,
  selectRows,
  type DbHandle,
} from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { importNdjson } from '@postradar/ingest';
import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueDemoCorpus } from './continue-demo-corpus';
import { findDemoCorpus } from './demo-corpus-runs';
import { loadDemoCorpus } from './load-demo-corpus';

const HOUR = 3_600_000;
const start = new Date('2026-01-15T10:00:00Z');
const hoursLater = (hours: number) => () => new Date(start.getTime() + hours * HOUR);

/** A real import after the demo: a post the continuation must leave alone. */
const realLines = [
  { type: 'page', id: '9000000001', name: 'Real Shop' },
  {
    type: 'post',
    id: '9000000001_1',
    page_id: '9000000001',
    kind: 'post',
    created_time: '2026-01-15T08:00:00Z',
    message: 'Real post',
    media_type: 'text',
    metrics: { at: '2026-01-15T11:00:00Z', reactions: { like: 5 } },
  },
].map((line) => `${JSON.stringify(line)}\n`);

/** Everything that describes the corpus, without what is derived from snapshots. */
const describedCorpus = sql`select
  (select json_agg(p order by id) from pages p) as pages,
  (select json_agg(d order by id) from domains d) as domains,
  (select json_agg(x order by id) from pixels x) as pixels,
  (select json_agg(dp order by domain_id, pixel_id) from domain_pixels dp) as domain_pixels,
  (select json_agg(json_build_array(id, network_id, kind, page_id, media_type, domain_id,
      created_time, first_seen_at, ad_sets, message_folded, tag_keys) order by id)
    from posts) as posts,
  (select json_agg(c order by post_id) from post_contents c) as post_contents`;

const snapshotsUpTo = (at: Date) =>
  sql`select post_id, at, reactions_like, reactions_love, reactions_care, reactions_haha,
      reactions_wow, reactions_sad, reactions_angry, comments, shares
    from post_snapshots where at <= ${at.toISOString()}::timestamptz order by post_id, at`;

const liveliness = sql`select max(reactions_gain_24h) as trending, max(mass_reactions) as reactions,
  max(mass_shares) as shares, max(mass_comments) as comments from posts`;

describe('continuing the demo corpus', () => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  it('does nothing in a database without a demo corpus', async () => {
    const other = await createTestDb();
    await importNdjson(other.db, Readable.from(realLines), { source: 'real.ndjson' });
    expect(await continueDemoCorpus(other.db, { clock: hoursLater(30) })).toBeNull();
    await other.close();
  });

  it('recognises a demo corpus loaded before its parameters were recorded', async () => {
    const other = await createTestDb();
    await other.db.insert(importRuns).values({
      source: 'demo-corpus',
      status: 'succeeded',
      storedByType: { post: 300, metrics: 2700 },
      startedAt: new Date('2026-01-15T10:59:59Z'),
    });
    expect(await findDemoCorpus(other.db)).toEqual({
      seed: 1,
      posts: 300,
      end: start,
      continuedTo: start,
    });
    await other.close();
  });

  it('brings trending and spikes back 30 hours later, touching nothing but demo snapshots', async () => {
    const { db } = database;
    await loadDemoCorpus(db, { count: 1000, print: () => {}, clock: hoursLater(0) });
    await importNdjson(db, Readable.from(realLines), { source: 'real.ndjson' });
    const described = await selectRows(db, describedCorpus);
    const history = await selectRows(db, snapshotsUpTo(hoursLater(1)()));

    // Without it, 30 hours on the corpus is dead: nothing gained, nothing spiking.
    const ids = await selectRows<{ id: number }>(db, sql`select id from posts`);
    await refreshPostMetrics(
      db,
      ids.map(({ id }) => Number(id)),
      hoursLater(30)(),
    );
    expect((await selectRows(db, liveliness))[0]).toEqual({
      trending: 0,
      reactions: 1,
      shares: 1,
      comments: 1,
    });

    const summary = await continueDemoCorpus(db, { clock: hoursLater(30) });
    expect(summary).toMatchObject({
      source: 'demo-corpus-continuation?until=2026-01-16T16%3A00%3A00.000Z',
      status: 'succeeded',
      skipped: 0,
    });
    await refreshRecentPostMetrics(db, { now: hoursLater(30)() });
    const [live] = await selectRows<Record<string, number>>(db, liveliness);
    expect(live?.trending).toBeGreaterThan(0);
    expect(live?.reactions).toBeGreaterThan(1.5);
    expect(live?.shares).toBeGreaterThan(1.5);
    expect(live?.comments).toBeGreaterThan(1.5);

    expect(await selectRows(db, describedCorpus)).toEqual(described);
    expect(await selectRows(db, snapshotsUpTo(hoursLater(1)()))).toEqual(history);
    const added = await selectRows<{ network_id: string; at: Date | string }>(
      db,
      sql`select p.network_id, s.at from post_snapshots s join posts p on p.id = s.post_id
        where s.at > ${hoursLater(1)().toISOString()}::timestamptz`,
    );
    expect(added.length).toBe(summary?.stored);
    expect(added.some(({ network_id }) => network_id.startsWith('9000000001'))).toBe(false);
    const windowStart = hoursLater(30 - 25)().getTime();
    expect(added.every(({ at }) => new Date(at).getTime() >= windowStart)).toBe(true);
  });

  it('continues only once per hour, then from where it stopped', async () => {
    const { db } = database;
    expect(await continueDemoCorpus(db, { clock: hoursLater(30.9) })).toBeNull();
    const next = await continueDemoCorpus(db, { clock: hoursLater(31) });
    expect(next?.stored).toBeGreaterThan(0);
    const latest = await selectRows<{ at: Date | string }>(
      db,
      sql`select max(at) as at from post_snapshots`,
    );
    expect(new Date(latest[0]?.at ?? 0)).toEqual(hoursLater(31)());
  });

  it('does an aborted run again the next time (a stopping API process aborts it)', async () => {
    const { db } = database;
    const aborted = await continueDemoCorpus(db, {
      clock: hoursLater(32),
      signal: AbortSignal.abort(),
    });
    expect(aborted?.status).toBe('failed');
    const again = await continueDemoCorpus(db, { clock: hoursLater(32) });
    expect(again?.status).toBe('succeeded');
    expect(again?.stored).toBeGreaterThan(0);
  });
});
