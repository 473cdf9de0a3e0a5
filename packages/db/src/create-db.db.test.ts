import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, users } from './schema';
import { seedPlans, planCatalogue } from './seeds/plans';
import { createDb, type DbHandle } from './create-db';
import { databaseFailureOf } from './database-failure';
import { selectRows } from './select-rows';
import { createTestDb, startCuttableTcpProxy, withAdminClient } from './testing';

const failureOf = (query: Promise<unknown>) =>
  query.then(
    () => 'answered',
    (error: unknown) => databaseFailureOf(error) ?? error,
  );

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

  it('brings the texts of an existing plan up to the catalogue when seeded again', async () => {
    await seedPlans(handle.db);
    await handle.db
      .update(plans)
      .set({ features: ['Up to 5 team seats'], featuresViet: ['Tối đa 5 thành viên'] })
      .where(eq(plans.slug, 'standard-drs'));
    await seedPlans(handle.db);
    const [team] = await handle.db.select().from(plans).where(eq(plans.slug, 'standard-drs'));
    const catalogued = planCatalogue.find((plan) => plan.slug === 'standard-drs');
    expect(team?.features).toEqual(catalogued?.features);
    expect(team?.featuresViet).toEqual(catalogued?.featuresViet);
    expect(team?.features).toContain('You and up to 5 teammates');
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

describe('a database that cannot answer', () => {
  it('fails a query as unreachable once the connect timeout passes on a silent server', async () => {
    const silent = await startCuttableTcpProxy({ host: '127.0.0.1', port: 9 });
    silent.cut();
    const handle = await createDb({
      databaseUrl: silent.urlFor('postgres://postgres@127.0.0.1/postradar'),
      migrate: false,
      connectTimeoutMs: 100,
    });
    try {
      expect(await failureOf(handle.ping())).toBe('unreachable');
      expect(await failureOf(handle.db.execute(sql`select 1`))).toBe('unreachable');
    } finally {
      await handle.close();
      await silent.close();
    }
  });

  it('tells a closed embedded database from a query that fails', async () => {
    const handle = await createDb({ dataDir: null, migrate: false });
    const failed = await failureOf(handle.db.execute(sql`select * from no_such_table`));
    expect(failed).toBeInstanceOf(Error);
    await handle.close();
    expect(await failureOf(handle.ping())).toBe('unreachable');
    expect(await failureOf(handle.searchDb.execute(sql`select 1`))).toBe('unreachable');
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

  it('stops a search statement at the statement timeout, and the pool answers next (decision 0036)', async () => {
    const handle = await createDb({
      databaseUrl: named('postradar-statement-timeout'),
      migrate: false,
      poolSize: 1,
      statementTimeoutMs: 200,
    });
    const settings = sql`select current_setting('statement_timeout') as timeout,
      current_setting('work_mem') as work_mem`;
    const slow = sql`select pg_sleep(30)`;
    try {
      expect(await selectRows(handle.searchDb, settings)).toEqual([
        { timeout: '200ms', work_mem: '32MB' },
      ]);
      expect(await failureOf(handle.searchDb.execute(slow))).toBe('statement-timeout');
      expect(await selectRows(handle.searchDb, settings)).toEqual([
        { timeout: '200ms', work_mem: '32MB' },
      ]);
      const inTransaction = handle.searchDb.transaction((tx) => tx.execute(slow));
      expect(await failureOf(inTransaction)).toBe('statement-timeout');
      expect(await failureOf(handle.searchDb.execute(sql`select 1`))).toBe('answered');
      // Migrations, imports and jobs run on connections without the limit.
      expect(await selectRows(handle.db, settings)).toEqual([{ timeout: '0', work_mem: '32MB' }]);
    } finally {
      await handle.close();
    }
  });

  it('fails queries while the server is out of reach and recovers when it is back (decision 0037)', async () => {
    const url = new URL(databaseUrl);
    const proxy = await startCuttableTcpProxy({
      host: url.hostname,
      port: Number(url.port || 5432),
    });
    const handle = await createDb({
      databaseUrl: proxy.urlFor(databaseUrl),
      migrate: false,
      connectTimeoutMs: 200,
      statementTimeoutMs: 5_000,
      onIdleConnectionError: () => {},
    });
    try {
      await Promise.all([handle.ping(), handle.searchDb.execute(sql`select 1`)]);
      proxy.cut();
      expect(await failureOf(handle.ping())).toBe('unreachable');
      expect(await failureOf(handle.searchDb.execute(sql`select 1`))).toBe('unreachable');
      proxy.restore();
      await expect(handle.ping()).resolves.toBeUndefined();
      expect(await failureOf(handle.searchDb.execute(sql`select 1`))).toBe('answered');
    } finally {
      await handle.close();
      await proxy.close();
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
