import { refreshPostMetrics, selectRows, type DbHandle } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { sql } from 'drizzle-orm';
import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpusNdjson } from '../corpus/generate-corpus';
import { importNdjson, storageFailure } from './import-ndjson';

const samplePath = fileURLToPath(
  new URL('../../../../docs/examples/sample.ndjson', import.meta.url),
);
const now = () => new Date('2026-11-02T12:30:00Z');

/** Every stored row of the corpus, minus the times only the database clock sets. */
async function corpusState(db: DbHandle['db']) {
  const tables = {
    pages: 'select * from pages order by network_id',
    domains: 'select * from domains order by host',
    pixels: 'select * from pixels order by network_id',
    domain_pixels: 'select * from domain_pixels order by domain_id, pixel_id',
    posts: 'select * from posts order by network_id',
    post_contents: 'select * from post_contents order by post_id',
    post_snapshots: 'select * from post_snapshots order by post_id, at',
  };
  const state: Record<string, unknown[]> = {};
  for (const [table, query] of Object.entries(tables)) {
    state[table] = await selectRows(db, sql.raw(query));
  }
  return state;
}

describe('importNdjson', () => {
  let database: DbHandle;

  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  it('stores the valid lines of the example file and reports each broken one', async () => {
    const summary = await importNdjson(database.db, createReadStream(samplePath), {
      source: 'docs/examples/sample.ndjson',
      now,
    });
    expect(summary).toMatchObject({
      status: 'succeeded',
      linesRead: 14,
      stored: 9,
      skipped: 5,
      storedByType: { page: 2, domain: 2, post: 2, metrics: 3 },
      skippedByType: { post: 1, metrics: 2, unknown: 2 },
      failure: null,
    });
    expect(summary.errors).toEqual([
      {
        line: 10,
        reason: 'page_id: unknown page 3000003 (a page line must come before its posts)',
      },
      {
        line: 11,
        reason: 'post_id: unknown post 1048576_9999 (a post line must come before its metrics)',
      },
      { line: 12, reason: 'reactions.like: must not be negative' },
      { line: 13, reason: 'type: must be one of page, domain, post, metrics' },
      { line: 14, reason: expect.stringMatching(/^not valid JSON/) },
    ]);
    expect(summary.changes).toMatchObject({
      'pages.created': 2,
      'domains.created': 2,
      'pixels.created': 2,
      'domain_pixels.created': 3,
      'posts.created': 2,
      'post_snapshots.created': 5,
    });

    const [ad] = await selectRows<Record<string, unknown>>(
      database.db,
      sql`select p.reactions, p.comments, p.shares, p.metrics_at, p.first_seen_at,
            p.reactions_gain_24h, p.ad_sets, c.ad_platforms, d.host, d.platform
          from posts p join post_contents c on c.post_id = p.id
          left join domains d on d.id = p.domain_id
          where p.network_id = '1048576_5566'`,
    );
    expect(ad).toMatchObject({
      reactions: 227,
      comments: 21,
      shares: 11,
      reactions_gain_24h: 103,
      ad_sets: 3,
      ad_platforms: ['facebook', 'instagram'],
      host: 'nurselife.shop',
      platform: 'shopify',
    });
    expect(new Date(ad?.metrics_at as string).toISOString()).toBe('2026-11-02T12:00:00.000Z');
    expect(new Date(ad?.first_seen_at as string).toISOString()).toBe('2026-11-02T10:00:00.000Z');

    // The link's host (www. dropped, any case) is the domain a domain line declared.
    const [organic] = await selectRows<Record<string, unknown>>(
      database.db,
      sql`select d.host, c.tags, p.tag_keys, c.media, p.kind, p.ad_sets from posts p
          join post_contents c on c.post_id = p.id
          join domains d on d.id = p.domain_id where p.network_id = '2000001_881'`,
    );
    expect(organic).toMatchObject({
      host: 'nurselifegifts.com',
      tags: ['mẹ', 'Giáng Sinh'],
      tag_keys: ['me', 'giang sinh'],
      media: [
        {
          thumb: 'https://cdn.example.com/v/881.jpg',
          original: 'https://cdn.example.com/v/881.mp4',
          videoLength: 27,
        },
      ],
      kind: 'post',
      ad_sets: null,
    });
  });

  it('counts the posts of the pages, stores and pixels it wrote (decision 0040)', async () => {
    const counted = (table: 'pages' | 'domains' | 'pixels', key: string, columns: string) =>
      selectRows(database.db, sql.raw(`select ${key} as key, ${columns} from ${table} order by 1`));
    expect(await counted('pages', 'network_id', 'post_count, ad_count')).toEqual([
      { key: '1048576', post_count: 1, ad_count: 1 },
      { key: '2000001', post_count: 1, ad_count: 0 },
    ]);
    expect(
      await counted('domains', 'host', 'post_count, ad_count, pixel_count, page_count'),
    ).toEqual([
      { key: 'nurselife.shop', post_count: 1, ad_count: 1, pixel_count: 1, page_count: 1 },
      { key: 'nurselifegifts.com', post_count: 1, ad_count: 0, pixel_count: 2, page_count: 1 },
    ]);
    expect(await counted('pixels', 'network_id', 'domain_count, post_count, page_count')).toEqual([
      { key: '812345678901234', domain_count: 2, post_count: 2, page_count: 2 },
      { key: '812345678909999', domain_count: 1, post_count: 1, page_count: 1 },
    ]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await corpusState(database.db);
    const summary = await importNdjson(database.db, createReadStream(samplePath), {
      source: 'again',
      now,
    });
    expect(summary).toMatchObject({ stored: 9, skipped: 5 });
    expect(Object.values(summary.changes).every((count) => count === 0)).toBe(true);
    expect(await corpusState(database.db)).toEqual(before);
  });

  it('reads lines split anywhere across chunks, in small batches', async () => {
    const text = readFileSync(samplePath, 'utf8');
    const bytes = Buffer.from(text);
    const chunks = [];
    for (let start = 0; start < bytes.length; start += 7)
      chunks.push(bytes.subarray(start, start + 7));
    const summary = await importNdjson(database.db, Readable.from(chunks), {
      source: 'chunks',
      batchLines: 2,
      now,
    });
    // In batches of two a post can arrive before its page is stored: still in file order, so the
    // same lines succeed and fail.
    expect(summary).toMatchObject({ linesRead: 14, stored: 9, skipped: 5 });
    expect(Object.values(summary.changes).every((count) => count === 0)).toBe(true);
  });

  it('upserts a changed post and a corrected snapshot, and keeps stored page fields', async () => {
    const lines = [
      { type: 'page', id: '1048576', name: 'Nurse Life Co.' },
      {
        type: 'metrics',
        post_id: '1048576_5566',
        at: '2026-11-02T12:00:00+00:00',
        reactions: { like: 200, love: 31, care: 4, haha: 1, wow: 1 },
        comments: 21,
        shares: 11,
      },
    ];
    const summary = await importNdjson(
      database.db,
      Readable.from(lines.map((line) => `${JSON.stringify(line)}\r\n`)),
      { source: 'corrections', now },
    );
    expect(summary.changes).toMatchObject({ 'pages.updated': 1, 'post_snapshots.updated': 1 });
    const [page] = await selectRows<{ name: string; followers: number; username: string }>(
      database.db,
      sql`select name, followers, username from pages where network_id = '1048576'`,
    );
    expect(page).toEqual({ name: 'Nurse Life Co.', followers: 15400, username: 'nurselifeco' });
    const [post] = await selectRows<{ reactions: number }>(
      database.db,
      sql`select reactions from posts where network_id = '1048576_5566'`,
    );
    expect(post?.reactions).toBe(237);
  });

  it('updates a post whose contents alone changed, and searches its new text', async () => {
    const post = {
      type: 'post',
      id: '3000001_1',
      page_id: '3000001',
      kind: 'post',
      created_time: '2026-11-01T08:00:00Z',
      message: 'Quà tặng cho Mẹ',
      media_type: 'photo',
      media: [{ thumb: 'https://cdn.example/a-thumb.jpg', original: 'https://cdn.example/a.jpg' }],
    };
    const importLines = (lines: object[]) =>
      importNdjson(database.db, Readable.from(lines.map((line) => `${JSON.stringify(line)}\n`)), {
        source: 'contents',
        now,
      });
    const matching = async (words: string) =>
      (
        await selectRows<{ network_id: string }>(
          database.db,
          sql`select network_id from posts where network_id = ${post.id}
            and search @@ phraseto_tsquery('simple', postradar_fold(${words}))`,
        )
      ).length;
    await importLines([{ type: 'page', id: '3000001', name: 'Gift Shop' }, post]);

    const newMedia = [{ thumb: 'https://cdn.example/b-thumb.jpg', original: null }];
    const mediaChanged = await importLines([{ ...post, media: newMedia }]);
    expect(mediaChanged.changes).toMatchObject({ 'posts.created': 0, 'posts.updated': 1 });

    const textChanged = await importLines([{ ...post, media: newMedia, message: 'Áo thun Bố' }]);
    expect(textChanged.changes).toMatchObject({ 'posts.updated': 1 });
    const [stored] = await selectRows<{ message: string; message_folded: string; media: unknown }>(
      database.db,
      sql`select c.message, p.message_folded, c.media from posts p
        join post_contents c on c.post_id = p.id where p.network_id = ${post.id}`,
    );
    expect(stored).toEqual({
      message: 'Áo thun Bố',
      message_folded: 'ao thun bo',
      media: [{ thumb: 'https://cdn.example/b-thumb.jpg', original: null }],
    });
    expect(await matching('ao thun bo')).toBe(1);
    expect(await matching('qua tang')).toBe(0);

    const again = await importLines([{ ...post, media: newMedia, message: 'Áo thun Bố' }]);
    expect(again.changes).toMatchObject({ 'posts.created': 0, 'posts.updated': 0 });
  });

  it('stores the language in its usual case and the country upper-case, beside what search reads', async () => {
    const post = {
      type: 'post',
      id: '3000002_1',
      page_id: '3000002',
      kind: 'post',
      created_time: '2026-11-01T08:00:00Z',
      message: 'Camisa para mãe',
      media_type: 'text',
      language: 'PT_br',
      country: 'br',
    };
    const importLines = (lines: object[]) =>
      importNdjson(database.db, Readable.from(lines.map((line) => `${JSON.stringify(line)}\n`)), {
        source: 'audience',
        now,
      });
    const audience = () =>
      selectRows<{ language: string | null; country: string | null }>(
        database.db,
        sql`select language, country from posts where network_id = ${post.id}`,
      );
    await importLines([{ type: 'page', id: '3000002', name: 'Loja Mãe' }, post]);
    expect(await audience()).toEqual([{ language: 'pt-BR', country: 'BR' }]);
    expect((await importLines([post])).changes).toMatchObject({ 'posts.updated': 0 });

    // A line that does not say the country keeps the stored one.
    const moved = await importLines([{ ...post, language: 'es', country: null }]);
    expect(moved.changes).toMatchObject({ 'posts.updated': 1 });
    expect(await audience()).toEqual([{ language: 'es', country: 'BR' }]);
  });

  it('ends the run as failed when the input breaks, keeping what was stored', async () => {
    async function* broken() {
      yield '{"type":"page","id":"777","name":"Cat Dad Club"}\n';
      throw new Error('connection reset');
    }
    const summary = await importNdjson(database.db, broken(), { source: 'broken', batchLines: 1 });
    expect(summary).toMatchObject({
      status: 'failed',
      failure: 'connection reset',
      linesRead: 1,
      stored: 1,
    });
    const runs = await selectRows<{ status: string }>(
      database.db,
      sql`select status from import_runs where source = 'broken'`,
    );
    expect(runs).toEqual([{ status: 'failed' }]);
  });

  it('reports a line with a NUL character or a lone surrogate half and imports the others', async () => {
    const lines = [
      { type: 'page', id: '881001', name: 'Null\u0000Page' },
      { type: 'page', id: '881002', name: 'Good Page' },
      { type: 'page', id: '881003', name: 'Half \ud83d smile' },
      { type: 'page', id: '881004', name: 'Another Good Page' },
    ].map((line) => `${JSON.stringify(line)}\n`);
    const summary = await importNdjson(database.db, Readable.from(lines), {
      source: 'unstorable text',
      batchLines: 10,
    });
    expect(summary).toMatchObject({
      status: 'succeeded',
      stored: 2,
      skipped: 2,
      errors: [
        { line: 1, reason: 'name: must not contain the NUL character (\\u0000)' },
        { line: 3, reason: 'name: must be valid Unicode (a lone surrogate half)' },
      ],
    });
    const stored = await selectRows<{ name: string }>(
      database.db,
      sql`select name from pages where network_id like '88100_' order by network_id`,
    );
    expect(stored).toEqual([{ name: 'Good Page' }, { name: 'Another Good Page' }]);
  });

  it('keeps the database error out of the stored run and hands it to onFailure', async () => {
    await database.db.execute(
      sql`alter table pages add constraint refuse_for_test check (name <> 'Refused Page')`,
    );
    const failures: unknown[] = [];
    try {
      const summary = await importNdjson(
        database.db,
        Readable.from([
          `${JSON.stringify({ type: 'page', id: '882001', name: 'Refused Page' })}\n`,
        ]),
        { source: 'refused', onFailure: (error) => failures.push(error) },
      );
      expect(summary.status).toBe('failed');
      expect(summary.failure).toBe(storageFailure);
      const [run] = await selectRows<{ failure: string }>(
        database.db,
        sql`select failure from import_runs where source = 'refused'`,
      );
      expect(run?.failure).toBe(summary.failure);
      expect(failures).toHaveLength(1);
      expect(String(failures[0])).toMatch(/insert into/i);
    } finally {
      await database.db.execute(sql`alter table pages drop constraint refuse_for_test`);
    }
  });

  it('computes a new single-snapshot post in the insert exactly as refreshPostMetrics would', async () => {
    const end = new Date('2026-11-21T05:00:00Z');
    const lines = [...generateCorpusNdjson({ posts: 300, seed: 11, now: end })].filter(
      (line) => !line.startsWith('{"type":"metrics"'),
    );
    const importedAt = new Date('2026-11-21T05:30:00Z');
    await importNdjson(database.db, Readable.from(lines), {
      source: 'single snapshots',
      now: () => importedAt,
    });
    const derived = sql`select id, metrics_at, reactions, comments, shares, reactions_gain_24h,
        comments_gain_24h, shares_gain_24h, mass_reactions, mass_shares, mass_comments, derived_at
      from posts where network_id like '%\_1000000%' order by id`;
    const fromInsert = await selectRows<{ id: string }>(database.db, derived);
    expect(fromInsert.length).toBe(300);
    await refreshPostMetrics(
      database.db,
      fromInsert.map((row) => Number(row.id)),
      importedAt,
    );
    expect(await selectRows(database.db, derived)).toEqual(fromInsert);
  });
});
