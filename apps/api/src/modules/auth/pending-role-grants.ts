import { pendingRoleGrants, type Database } from '@postradar/db';
import { and, asc, eq } from 'drizzle-orm';
import { requireKnownRole } from './access-rights';

/**
 * Roles recorded for an e-mail address that has no account yet (`npm run users -- grant`). They
 * are granted when an account is first created for that address with a verified e-mail
 * (decision 0029).
 */
export async function recordPendingRoleGrant(db: Database, email: string, role: string) {
  requireKnownRole(role);
  await db
    .insert(pendingRoleGrants)
    .values({ email: email.toLowerCase(), role })
    .onConflictDoNothing();
}

export async function removePendingRoleGrant(db: Database, email: string, role: string) {
  await db
    .delete(pendingRoleGrants)
    .where(and(eq(pendingRoleGrants.email, email.toLowerCase()), eq(pendingRoleGrants.role, role)));
}

export async function listPendingRoles(db: Database, email: string): Promise<string[]> {
  const rows = await db
    .select({ role: pendingRoleGrants.role })
    .from(pendingRoleGrants)
    .where(eq(pendingRoleGrants.email, email.toLowerCase()))
    .orderBy(asc(pendingRoleGrants.role));
  return rows.map((row) => row.role);
}

/** Removes and returns the roles recorded for this address: they are granted once. */
export async function claimPendingRoles(db: Database, email: string): Promise<string[]> {
  const rows = await db
    .delete(pendingRoleGrants)
    .where(eq(pendingRoleGrants.email, email.toLowerCase()))
    .returning({ role: pendingRoleGrants.role });
  return rows.map((row) => row.role).sort();
}
