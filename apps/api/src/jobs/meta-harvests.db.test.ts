import { metaHarvestRuns, selectRows, type DbHandle } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import {
  addHarvest,
  AdsArchiveClient,
  adsArchiveQuerySchema,
  createHarvestRun,
  findHarvestRun,
  runAdsArchiveSearch,
  runDueHarvests,
  type AdsArchiveQueryInput,
} from '@postradar/ingest';
import { fakeArchivedAd, startMetaFake, type MetaFake } from '@postradar/provider-fakes';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scheduleMetaHarvests } from './schedule-meta-harvests';

const startOfDay = Date.parse('2026-11-26T10:00:00Z');
const log = { debug: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe('Ad Library harvests against a fake that keeps the real rules', () => {
  let database: DbHandle;
  let fake: MetaFake;
  let clock: number;
  const now = () => new Date(clock);
  const sleeps: number[] = [];
  const client = () =>
    new AdsArchiveClient({
      accessToken: 'meta-test-token',
      baseUrl: fake.baseUrl,
      version: 'v27.0',
      sleep: async () => {},
      now,
    });
  const options = () => ({
    client: client(),
    now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
    },
  });
  const query = (input: Partial<AdsArchiveQueryInput> = {}) =>
    adsArchiveQuerySchema.parse({
      searchTerms: 'nurse',
      countries: ['DE'],
      labelMedia: false,
      ...input,
    });
  const nurseAds = (count: number, from = 1) =>
    Array.from({ length: count }, (_, index) =>
      fakeArchivedAd(String(1000 + from + index), '5550001', {
        ad_creative_bodies: [`Nurse life tee number ${from + index}`],
        ad_delivery_start_time: `2026-11-${String(1 + ((from + index) % 20)).padStart(2, '0')}`,
      }),
    );
  const storedAds = async () =>
    (
      await selectRows<{ network_id: string }>(
        database.db,
        sql`select network_id from posts where kind = 'ad' order by network_id`,
      )
    ).map((row) => row.network_id);
  const requestedLimits = () => fake.requests.map((url) => url.searchParams.get('limit'));

  beforeEach(async () => {
    database = await createTestDb();
    clock = startOfDay;
    sleeps.length = 0;
  });
  afterEach(async () => {
    await fake.close();
    await database.close();
  });

  it('pauses when the hourly budget is spent and resumes after it without losing or repeating an ad', async () => {
    fake = await startMetaFake({ ads: nurseAds(30), callsPerHour: 4, now: () => clock });
    const harvest = await addHarvest(database.db, {
      name: 'Nurse tees DE',
      query: query(),
      every: 'daily',
    });
    await database.db.execute(sql`update meta_harvests set next_run_at = ${now().toISOString()}`);
    const first = await runDueHarvests(database.db, { ...options(), pageLimit: 5 });
    expect(first.runs).toEqual([{ id: expect.any(Number), status: 'paused' }]);
    const runId = first.runs[0]?.id ?? 0;
    const paused = await findHarvestRun(database.db, runId);
    expect(paused).toMatchObject({ status: 'paused', harvestId: harvest.id });
    // Minutes, not seconds: the one-hour window has to let calls go first.
    expect(paused?.pausedUntil?.getTime()).toBeGreaterThanOrEqual(clock + 15 * 60_000);
    expect(sleeps.some((ms) => ms > 0)).toBe(true);
    expect((await storedAds()).length).toBe(paused?.adsSeen);
    expect(paused?.adsSeen).toBeLessThan(30);

    // Still paused: nothing runs, nothing is asked.
    const asked = fake.requests.length;
    expect((await runDueHarvests(database.db, options())).blockedUntil).toEqual(
      paused?.pausedUntil,
    );
    expect(fake.requests.length).toBe(asked);

    clock = (paused?.pausedUntil?.getTime() ?? clock) + 61 * 60_000;
    const resumed = await runDueHarvests(database.db, options());
    expect(resumed.runs.map((run) => run.id)).toContain(runId);
    const done = await findHarvestRun(database.db, runId);
    expect(done).toMatchObject({ status: 'succeeded', adsSeen: 30, adsNew: 30 });
    expect(await storedAds()).toEqual(
      nurseAds(30)
        .map((ad) => ad.id)
        .sort(),
    );
    // The first request after the pause went on from the recorded cursor.
    expect(fake.requests[asked]?.searchParams.get('after')).toBe(paused?.cursor);
  });

  it('asks for a smaller page when Meta answers code 1, and keeps the smaller size', async () => {
    fake = await startMetaFake({ ads: nurseAds(25), maxLimit: 10, now: () => clock });
    const run = await createHarvestRun(database.db, {
      query: query(),
      harvestId: null,
      pageLimit: 40,
      now: now(),
    });
    const outcome = await runAdsArchiveSearch(database.db, run.id, options());
    expect(outcome.status).toBe('succeeded');
    expect(outcome.run).toMatchObject({ pageLimit: 10, adsSeen: 25, pagesFetched: 3 });
    expect(requestedLimits()).toEqual(['40', '20', '10', '10', '10']);
    expect(outcome.run.errors.map((error) => error.message).join(' ')).toMatch(/reduce the amount/);
    expect((await storedAds()).length).toBe(25);
  });

  it('resumes a run stopped midway from its cursor', async () => {
    fake = await startMetaFake({ ads: nurseAds(30), now: () => clock });
    const run = await createHarvestRun(database.db, {
      query: query(),
      harvestId: null,
      pageLimit: 5,
      now: now(),
    });
    let pages = 0;
    const stopped = await runAdsArchiveSearch(database.db, run.id, {
      ...options(),
      afterPage: async () => ++pages < 2,
    });
    expect(stopped.status).toBe('interrupted');
    expect(stopped.run).toMatchObject({ status: 'running', pagesFetched: 2, adsSeen: 10 });
    expect(stopped.run.cursor).toBeTruthy();
    expect((await storedAds()).length).toBe(10);

    const asked = fake.requests.length;
    const finished = await runAdsArchiveSearch(database.db, run.id, options());
    expect(finished.run).toMatchObject({ status: 'succeeded', pagesFetched: 6, adsSeen: 30 });
    expect(fake.requests[asked]?.searchParams.get('after')).toBe(stopped.run.cursor);
    expect(await storedAds()).toEqual(
      nurseAds(30)
        .map((ad) => ad.id)
        .sort(),
    );
  });

  it('says why a commercial search outside the EU and UK found nothing', async () => {
    fake = await startMetaFake({ ads: nurseAds(3), now: () => clock });
    const run = await createHarvestRun(database.db, {
      query: query({ countries: ['US'] }),
      harvestId: null,
      pageLimit: 50,
      now: now(),
    });
    const outcome = await runAdsArchiveSearch(database.db, run.id, options());
    expect(outcome.run).toMatchObject({ status: 'succeeded', adsSeen: 0 });
    expect(outcome.run.notice).toMatch(/^0 results\./);
    expect(outcome.run.notice).toMatch(/EU/);
    expect(fake.requests[0]?.searchParams.get('ad_reached_countries')).toBe('["US"]');
  });

  it('labels ads by the media pass that found them, and tags the one country queried', async () => {
    fake = await startMetaFake({
      ads: [
        fakeArchivedAd('2001', '5550002', { media: 'VIDEO', ad_creative_bodies: ['Nurse video'] }),
        fakeArchivedAd('2002', '5550002', { media: 'IMAGE', ad_creative_bodies: ['Nurse photo'] }),
      ],
      now: () => clock,
    });
    const run = await createHarvestRun(database.db, {
      query: query({ labelMedia: true }),
      harvestId: null,
      pageLimit: 50,
      now: now(),
    });
    await runAdsArchiveSearch(database.db, run.id, options());
    expect(fake.requests.map((url) => url.searchParams.get('media_type'))).toEqual([
      'VIDEO',
      'IMAGE',
      'MEME',
      'NONE',
    ]);
    const rows = await selectRows<{ network_id: string; media_type: string; countries: string[] }>(
      database.db,
      sql`select p.network_id, p.media_type, c.ad_reached_countries as countries
        from posts p join post_contents c on c.post_id = p.id order by p.network_id`,
    );
    expect(rows).toEqual([
      { network_id: '2001', media_type: 'video', countries: ['DE'] },
      { network_id: '2002', media_type: 'photo', countries: ['DE'] },
    ]);
  });

  it('fetches only what is new on a second run, and refreshes what it sees again', async () => {
    fake = await startMetaFake({ ads: nurseAds(4), now: () => clock });
    const first = await createHarvestRun(database.db, {
      query: query(),
      harvestId: null,
      pageLimit: 50,
      now: now(),
    });
    await runAdsArchiveSearch(database.db, first.id, options());

    clock += 2 * 86_400_000;
    fake.add(...nurseAds(2, 50));
    fake.update('1001', { ad_delivery_stop_time: '2026-11-27T08:00:00+0000' });
    const second = await createHarvestRun(database.db, {
      query: query(),
      harvestId: null,
      pageLimit: 50,
      now: now(),
    });
    expect(second.query).toMatchObject({ deliveredSince: '2026-11-26' });
    const outcome = await runAdsArchiveSearch(database.db, second.id, options());
    expect(fake.requests.at(-1)?.searchParams.get('ad_delivery_date_min')).toBe('2026-11-26');
    expect(outcome.run).toMatchObject({ status: 'succeeded', adsNew: 2 });
    const [stopped] = await selectRows<{ stop: string; seen: string }>(
      database.db,
      sql`select c.ad_stop_time::text as stop, c.last_seen_at::text as seen
        from posts p join post_contents c on c.post_id = p.id where p.network_id = '1001'`,
    );
    expect(new Date(stopped?.stop ?? '').toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(new Date(stopped?.seen ?? '').getTime()).toBe(clock);
  });

  it('never lets two API processes run harvests at once', async () => {
    fake = await startMetaFake({ ads: nurseAds(12), now: () => clock });
    await addHarvest(database.db, { name: 'Nurse DE', query: query(), every: 'hourly' });
    await database.db.execute(
      sql`update meta_harvests set next_run_at = now() - interval '1 minute'`,
    );
    const processes = [1, 2].map(() =>
      scheduleMetaHarvests(database.db, { client: client(), log, tickMs: 3_600_000 }),
    );
    await Promise.all(processes.map((process) => process.runNow()));
    await Promise.all(processes.map((process) => process.stop()));
    const runs = await database.db.select().from(metaHarvestRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', adsSeen: 12 });
    expect(fake.requests).toHaveLength(runs[0]?.pagesFetched ?? 0);
  });
});
