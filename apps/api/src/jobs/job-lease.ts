import { selectRows, type Database } from '@postradar/db';
import { sql } from 'drizzle-orm';

/**
 * Claims the named job until `holdMs` from now, unless another holder's claim is still running;
 * true when this caller got it. One statement, so two API instances never both win (decision 0015).
 */
export async function claimJobLease(
  db: Database,
  name: string,
  holder: string,
  holdMs: number,
): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`insert into job_leases (name, locked_until, locked_by, last_started_at)
      values (${name}, now() + ${holdMs} * interval '1 millisecond', ${holder}, now())
      on conflict (name) do update set locked_until = excluded.locked_until,
        locked_by = excluded.locked_by, last_started_at = excluded.last_started_at
      where job_leases.locked_until <= now()
      returning name`,
  );
  return rows.length > 0;
}

/**
 * Extends `holder`'s claim to `holdMs` from now, for a job that outlasts one claim; false when the
 * claim ran out and someone else holds the lease now (the job should then stop).
 */
export async function renewJobLease(
  db: Database,
  name: string,
  holder: string,
  holdMs: number,
): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`update job_leases set locked_until = now() + ${holdMs} * interval '1 millisecond'
      where name = ${name} and locked_by = ${holder} returning name`,
  );
  return rows.length > 0;
}

/**
 * Gives the lease up before it runs out, if `holder` still has it: a run cut short (the process
 * stopping) is then taken up again by the next tick anywhere instead of after the whole lease.
 */
export async function releaseJobLease(db: Database, name: string, holder: string): Promise<void> {
  await db.execute(
    sql`update job_leases set locked_until = now() where name = ${name} and locked_by = ${holder}`,
  );
}

/** Records how the run went; the lease itself runs out on its own. */
export async function recordJobResult(
  db: Database,
  name: string,
  result: Record<string, unknown>,
): Promise<void> {
  await db.execute(
    sql`update job_leases set last_finished_at = now(), last_result = ${JSON.stringify(result)}::jsonb
      where name = ${name}`,
  );
}

/** What the named job's previous run recorded, if it ran. */
export async function lastJobResult(
  db: Database,
  name: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await selectRows<{ result: Record<string, unknown> | null }>(
    db,
    sql`select last_result as result from job_leases where name = ${name}`,
  );
  return row?.result ?? undefined;
}
