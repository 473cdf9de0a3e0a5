import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { pages } from '../schema';
import { selectRows } from '../select-rows';
import { createTestDb } from '../testing';
import { analyzeStaleTables } from './analyze-stale-tables';

describe('analyzeStaleTables', () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    // On PostgreSQL, autovacuum must not analyze the table between a test's steps.
    await handle.db.execute(sql`alter table pages set (autovacuum_enabled = off)`);
  });
  afterAll(() => handle.close());

  const rowsEstimate = async () =>
    (
      await selectRows<{ rows: number }>(
        handle.db,
        sql`select reltuples::int as rows from pg_class where oid = 'pages'::regclass`,
      )
    )[0]?.rows;

  /** Adds `count` pages, their changes counted before the next statement reads them. */
  const addPages = (count: number, from: number) =>
    handle.db.transaction(async (tx) => {
      await tx.insert(pages).values(
        Array.from({ length: count }, (_, i) => ({
          networkId: `page-${from + i}`,
          name: `Page ${from + i}`,
        })),
      );
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });

  it('analyzes the tables never analyzed, then leaves them until enough rows change', async () => {
    await addPages(20, 0);
    expect(await rowsEstimate()).toBe(-1);

    const first = await analyzeStaleTables(handle.db);
    expect(first).toContain('pages');
    expect(first).toContain('posts');
    expect(await rowsEstimate()).toBe(20);

    expect(await analyzeStaleTables(handle.db)).toEqual([]);

    // 50 rows and a tenth of the table must change: 52 do not make it stale, 60 more do.
    await addPages(52, 20);
    expect(await analyzeStaleTables(handle.db)).not.toContain('pages');
    await addPages(60, 72);
    expect(await analyzeStaleTables(handle.db)).toEqual(['pages']);
    expect(await rowsEstimate()).toBe(132);
  });
});
