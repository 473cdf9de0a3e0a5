import { referralClicks, users, type Database } from '@postradar/db';
import { and, eq, sql } from 'drizzle-orm';
import { isNotBlockedReferrer } from './is-not-blocked-referrer';

/**
 * Counts an opening of the link with `code` (compared lower-cased) on the UTC day of `now`, for
 * the code's owner, unless staff blocked them in the programme. Answers whether it was counted.
 * One statement.
 */
export async function countClick(db: Database, code: string, now = new Date()): Promise<boolean> {
  // In the order of the table's columns: user_id, day, clicks.
  const click = db
    .select({
      userId: users.id,
      day: sql<string>`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`.as('day'),
      clicks: sql<number>`1`.as('clicks'),
    })
    .from(users)
    .where(and(eq(users.affiliateCode, code.toLowerCase()), isNotBlockedReferrer(db)));
  const counted = await db
    .insert(referralClicks)
    .select(click)
    .onConflictDoUpdate({
      target: [referralClicks.userId, referralClicks.day],
      set: { clicks: sql`${referralClicks.clicks} + 1` },
    })
    .returning({ userId: referralClicks.userId });
  return counted.length > 0;
}
