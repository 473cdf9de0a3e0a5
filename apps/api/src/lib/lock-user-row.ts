import { users, type Database } from '@postradar/db';
import { eq } from 'drizzle-orm';

/**
 * Locks a user's row until the transaction ends, so that two requests changing what the user owns
 * (a collection, a membership) run one after the other instead of both passing a check at once.
 */
export async function lockUserRow(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
