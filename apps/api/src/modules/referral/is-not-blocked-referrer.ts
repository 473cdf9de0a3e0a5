import { referralMembers, users, type Database } from '@postradar/db';
import { and, eq, notExists } from 'drizzle-orm';

/**
 * A condition on the `users` row of the outer query: staff have not blocked the user in the
 * referral programme. A blocked user's link counts no click and credits no sign-up.
 */
export function isNotBlockedReferrer(db: Database) {
  return notExists(
    db
      .select()
      .from(referralMembers)
      .where(and(eq(referralMembers.userId, users.id), eq(referralMembers.status, 'blocked'))),
  );
}
