import { metaHarvestRuns, type DbHandle } from '@postradar/db';
import { createTestDb } from '@postradar/db/testing';
import { AdsArchiveClient } from '@postradar/ingest';
import { fakeArchivedAd, startMetaFake, type MetaFake } from '@postradar/provider-fakes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJobLease, releaseJobLease } from '../../jobs/job-lease';
import { META_HARVESTS_JOB } from '../../jobs/schedule-meta-harvests';
import { AppError } from '../../lib/app-error';
import { runHarvestCommand, type HarvestDependencies } from './harvest-actions';
import { parseHarvestCommand } from './harvest-command';

describe('harvest commands on the database', () => {
  let database: DbHandle;
  let fake: MetaFake;
  let deps: HarvestDependencies;
  const run = (...args: string[]) =>
    runHarvestCommand(database.db, parseHarvestCommand(args), deps);

  beforeAll(async () => {
    database = await createTestDb();
    fake = await startMetaFake({
      ads: [fakeArchivedAd('3001', '7770001', { ad_creative_bodies: ['Nurse tee'] })],
    });
    deps = {
      client: () =>
        new AdsArchiveClient({
          accessToken: 'meta-test-token',
          baseUrl: fake.baseUrl,
          version: 'v27.0',
        }),
      print: () => {},
    };
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('adds a harvest, warning when it cannot find commercial ads, and refuses a second of the same name', async () => {
    const added = await run('add', '--name', 'Nurse US', '--q', 'nurse', '--country', 'US');
    expect(added.lines[0]).toMatch(/^Harvest \d+ "Nurse US" added: "nurse" \(all words\) · in US/);
    expect(added.lines[1]).toMatch(/^Warning: .*EU/);
    await expect(run('add', '--name', 'nurse us', '--q', 'x', '--country', 'DE')).rejects.toThrow(
      'a harvest named "nurse us" exists already.',
    );
  });

  it('runs a harvest now, then lists it with its last run', async () => {
    await run('add', '--name', 'Nurse DE', '--q', 'nurse', '--country', 'DE', '--all-media');
    const ran = await run('run', 'Nurse DE');
    expect(ran.succeeded).toBe(true);
    expect(ran.lines[0]).toMatch(
      /^run \d+ succeeded · started .* UTC · 1 page · 1 ads \(1 new, 0 updated\) · 0 errors$/,
    );
    const listed = (await run('list')).lines.join('\n');
    expect(listed).toMatch(/#\d+ Nurse DE · daily · next /);
    expect(listed).toMatch(/run \d+ succeeded/);
    expect((await run('runs', 'Nurse DE')).lines).toHaveLength(1);
  });

  it('refuses to run beside another Ad Library search', async () => {
    expect(await claimJobLease(database.db, META_HARVESTS_JOB, 'api-process', 60_000)).toBe(true);
    const before = (await database.db.select().from(metaHarvestRuns)).length;
    await expect(run('run', 'Nurse DE')).rejects.toThrow(AppError);
    expect(await database.db.select().from(metaHarvestRuns)).toHaveLength(before);
    await releaseJobLease(database.db, META_HARVESTS_JOB, 'api-process');
  });

  it('refuses to start while a run waits for the hourly budget to come back', async () => {
    const [latest] = await database.db.select().from(metaHarvestRuns).limit(1);
    const until = new Date(Date.now() + 30 * 60_000);
    await database.db
      .update(metaHarvestRuns)
      .set({ status: 'paused', pausedUntil: until })
      .where(eq(metaHarvestRuns.id, latest?.id ?? 0));
    const before = (await database.db.select().from(metaHarvestRuns)).length;
    await expect(run('run', 'Nurse DE')).rejects.toThrow(
      /hourly budget is spent: a run is paused until/,
    );
    expect(await database.db.select().from(metaHarvestRuns)).toHaveLength(before);
    await database.db
      .update(metaHarvestRuns)
      .set({ status: 'succeeded', pausedUntil: null })
      .where(eq(metaHarvestRuns.id, latest?.id ?? 0));
  });

  it('removes a harvest and keeps its runs', async () => {
    const runs = (await database.db.select().from(metaHarvestRuns)).length;
    expect((await run('remove', 'Nurse DE')).lines[0]).toMatch(/removed \(its runs are kept\)/);
    await expect(run('remove', 'Nurse DE')).rejects.toThrow('No harvest Nurse DE');
    expect(await database.db.select().from(metaHarvestRuns)).toHaveLength(runs);
  });
});
