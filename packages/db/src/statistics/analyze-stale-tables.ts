import { sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { selectRows } from '../select-rows';

/**
 * The rule autovacuum applies before it analyzes a table (PostgreSQL's defaults of
 * autovacuum_analyze_threshold and autovacuum_analyze_scale_factor): more rows changed since the
 * last ANALYZE than 50 plus a tenth of the table.
 */
const CHANGED_ROWS_THRESHOLD = 50;
const CHANGED_SHARE_THRESHOLD = 0.1;

/**
 * Analyzes the tables of the current schema that were never analyzed, or whose rows changed
 * since their last ANALYZE as much as makes autovacuum analyze them; returns their names.
 *
 * PGlite runs no autovacuum (decision 0064): without this, the embedded database's planner never
 * has statistics, guesses every table's size, and the search strategy reads no shares of words or
 * tags (decision 0019). Its counts of changed rows live in memory only, so after a restart a table
 * is analyzed again only once it has changed as much within one process.
 */
export async function analyzeStaleTables(db: Database): Promise<string[]> {
  const stale = await selectRows<{ name: string }>(
    db,
    sql`select c.relname as name
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          left join pg_stat_user_tables s on s.relid = c.oid
         where n.nspname = current_schema() and c.relkind in ('r', 'p')
           and (c.reltuples < 0
             or coalesce(s.n_mod_since_analyze, 0) >
                ${CHANGED_ROWS_THRESHOLD} + ${CHANGED_SHARE_THRESHOLD} * c.reltuples)
         order by c.relname`,
  );
  for (const { name } of stale) {
    // One statement per table: on PGlite every other query waits while one runs.
    await db.execute(sql`analyze ${sql.identifier(name)}`);
  }
  return stale.map(({ name }) => name);
}
