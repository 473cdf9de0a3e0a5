import { users, type Database } from '@postradar/db';
import { and, eq, sql } from 'drizzle-orm';

/** The most one user's meta may hold once a change is merged in (decision 0033). */
export const metaLimits = { keys: 100, bytes: 16_384 } as const;

/**
 * Merges `patch` into the user's free-form meta, a key sent as null removing it, unless the result
 * would hold more than `metaLimits` (keys, bytes of its stored JSON text). Checked and written in
 * one statement, so concurrent calls cannot pass the limits together. Returns the stored meta, or
 * null when the change was refused and nothing was written.
 */
export async function mergeUserMeta(
  db: Database,
  userId: string,
  patch: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const merged = sql`jsonb_strip_nulls(${users.meta} || ${JSON.stringify(patch)}::jsonb)`;
  const [updated] = await db
    .update(users)
    .set({ meta: merged, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        sql`(select count(*) from jsonb_object_keys(${merged})) <= ${metaLimits.keys}`,
        sql`octet_length((${merged})::text) <= ${metaLimits.bytes}`,
      ),
    )
    .returning({ meta: users.meta });
  return updated?.meta ?? null;
}
