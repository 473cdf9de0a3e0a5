import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeArchivedAd } from './fake-archived-ad';
import { searchArchive, type ArchiveAnswer } from './meta-test-client';
import { startMetaFake, type MetaFake } from './start-meta-fake';

const MINUTE_MS = 60_000;
let nowMs: number;
let fake: MetaFake;

beforeEach(async () => {
  nowMs = Date.parse('2026-11-26T12:00:00Z');
  fake = await startMetaFake({
    now: () => nowMs,
    callsPerHour: 4,
    ads: [fakeArchivedAd('401', '900')],
  });
});
afterEach(() => fake.close());

const search = () => searchArchive(fake, { ad_reached_countries: '["DE"]', search_terms: 'cat' });

const appUsage = (answer: ArchiveAnswer) =>
  JSON.parse(answer.headers.get('x-app-usage') ?? 'null') as Record<string, number>;

const useCaseUsage = (answer: ArchiveAnswer) => {
  const byApp = JSON.parse(answer.headers.get('x-business-use-case-usage') ?? '{}') as Record<
    string,
    Record<string, unknown>[]
  >;
  return Object.values(byApp)[0]?.[0];
};

describe('the hourly app limit', () => {
  it('reports usage growing with every call, failed ones included', async () => {
    const first = await search();
    const failed = await searchArchive(fake, { ad_reached_countries: '["DE"]' });
    expect(failed.status).toBe(400);
    expect(appUsage(first)).toEqual({ call_count: 25, total_cputime: 20, total_time: 22 });
    expect(appUsage(failed).call_count).toBe(50);
    expect(useCaseUsage(failed)).toEqual({
      type: 'ads_archive',
      call_count: 50,
      total_cputime: 40,
      total_time: 45,
      estimated_time_to_regain_access: 0,
    });
    expect(fake.callsInWindow()).toBe(2);
  });

  it('refuses calls until the oldest counted one is an hour old, without counting them', async () => {
    await search();
    nowMs += 10 * MINUTE_MS;
    for (let i = 0; i < 3; i++) expect((await search()).status).toBe(200);

    nowMs += 20 * MINUTE_MS;
    const refused = await search();
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      message: '(#4) Application request limit reached',
      code: 4,
      is_transient: true,
    });
    expect(appUsage(refused).call_count).toBe(100);
    expect(useCaseUsage(refused)?.estimated_time_to_regain_access).toBe(30);
    expect(fake.callsInWindow()).toBe(4);

    nowMs += 30 * MINUTE_MS - 1;
    expect((await search()).body.error?.code).toBe(4);
    expect(useCaseUsage(await search())?.estimated_time_to_regain_access).toBe(1);

    nowMs += 1;
    const again = await search();
    expect(again.status).toBe(200);
    expect(appUsage(again).call_count).toBe(100);
    expect((await search()).body.error?.code).toBe(4);
  });

  it('frees the whole hour once every counted call has left it', async () => {
    for (let i = 0; i < 4; i++) await search();
    nowMs += 60 * MINUTE_MS;
    expect(fake.callsInWindow()).toBe(0);
    const answer = await search();
    expect(answer.status).toBe(200);
    expect(appUsage(answer).call_count).toBe(25);
  });
});
