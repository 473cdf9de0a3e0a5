import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, users } from './schema';
import { seedPlans, planCatalogue } from './seeds/plans';
import { createDb, type DbHandle } from './create-db';
import { selectRows } from './select-rows';
import { createTestDb, withAdminClient } from './testing';

describe('database', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('is migrated and answers', async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
    const rows = await handle.db.select().from(users);
    expect(rows).toEqual([]);
  });

  it('seeds the plan catalogue idempotently', async () => {
    await seedPlans(handle.db);
    await seedPlans(handle.db);
    const rows = await handle.db.select().from(plans).orderBy(plans.sortOrder);
    expect(rows.map((plan) => plan.slug)).toEqual(planCatalogue.map((plan) => plan.slug));
    const standard = rows.find((plan) => plan.slug === 'standard');
    expect(standard?.price).toBe(59);
  });

  it('treats e-mail addresses as unique regardless of case', async () => {
    await handle.db
      .insert(users)
      .values({ email: 'Ann@Example.com', name: 'Ann', affiliateCode: 'ann1' });
    await expect(
      handle.db
        .insert(users)
        .values({ email: 'ann@example.com', name: 'Other', affiliateCode: 'ann2' }),
    ).rejects.toThrow();
    const [ann] = await handle.db.select().from(users).where(eq(users.affiliateCode, 'ann1'));
    expect(ann?.roles).toEqual([]);
    expect(ann?.settings).toEqual({});
  });

  it('refuses a negative plan price', async () => {
    await expect(
      handle.db.execute(sql`insert into plans (slug, title, price) values ('bad', 'Bad', -1)`),
    ).rejects.toThrow();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL pool', () => {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const named = (applicationName: string) => {
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', applicationName);
    return url.toString();
  };
  const backends = (applicationName: string) =>
    withAdminClient(databaseUrl, async (client) => {
      const result = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      return result.rows.map((row) => row.pid);
    });

  it('survives a connection the server drops while idle, and reopens one', async () => {
    let reportIdleError: (error: Error) => void = () => {};
    const reported = new Promise<Error>((resolve) => (reportIdleError = resolve));
    const handle = await createDb({
      databaseUrl: named('postradar-idle-drop'),
      migrate: false,
      onIdleConnectionError: reportIdleError,
    });
    try {
      await handle.ping();
      const [pid] = await backends('postradar-idle-drop');
      await withAdminClient(databaseUrl, (client) =>
        client.query('select pg_terminate_backend($1)', [pid]),
      );
      expect((await reported).message).toMatch(/terminat/i);
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });

  it('gives searches room for exact bitmaps, no JIT and one parallel worker (decision 0024)', async () => {
    const handle = await createDb({ databaseUrl, migrate: false });
    try {
      const rows = await selectRows<Record<string, string>>(
        handle.db,
        sql`select current_setting('work_mem') as work_mem, current_setting('jit') as jit,
          current_setting('max_parallel_workers_per_gather') as workers`,
      );
      expect(rows).toEqual([{ work_mem: '32MB', jit: 'off', workers: '1' }]);
    } finally {
      await handle.close();
    }
  });

  it('closes only once every connection is closed', async () => {
    const handle = await createDb({ databaseUrl: named('postradar-close'), migrate: false });
    await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
    expect(await backends('postradar-close')).toHaveLength(3);
    await handle.close();
    expect(await backends('postradar-close')).toEqual([]);
  });
});
