import { users, type Database } from '@postradar/db';
import { eq } from 'drizzle-orm';

/**
 * Locks the owner's user row until the transaction ends, so that two requests adding to the same
 * collection check its limit one after the other instead of both passing it at once.
 */
export async function lockCollectionOwner(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
