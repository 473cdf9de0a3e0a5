import type { SQL } from 'drizzle-orm';
import type { Database } from './create-db';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `execute()` with `{ rows }`, but the
 * shared Database type cannot say so; this is the one place that knows.
 */
export async function selectRows<Row extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
