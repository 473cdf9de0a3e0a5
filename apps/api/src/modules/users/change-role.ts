import { users, type Database } from '@postradar/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { requireKnownRole } from '../auth/access-rights';
import { recordAuditEvent } from '../auth/audit';
import { findUserByEmail } from './user-repository';

/**
 * Grants or revokes a role of the user with this e-mail and records it in the audit log.
 * Returns the roles afterwards. The user's next heartbeat or token refresh carries the change.
 */
export async function changeRole(
  db: Database,
  input: { email: string; role: string; action: 'grant' | 'revoke'; actorId?: string | null },
): Promise<string[]> {
  requireKnownRole(input.role);
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AppError('NOT_FOUND', `No user has the e-mail address ${input.email}.`);
  const roles =
    input.action === 'grant'
      ? [...new Set([...user.roles, input.role])]
      : user.roles.filter((role) => role !== input.role);
  if (roles.length === user.roles.length && roles.every((role) => user.roles.includes(role)))
    return roles;
  await db.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, user.id));
  await recordAuditEvent(db, {
    type: input.action === 'grant' ? 'role-granted' : 'role-revoked',
    userId: user.id,
    actorId: input.actorId ?? null,
    details: { role: input.role, via: input.actorId ? 'admin' : 'command line' },
  });
  return roles;
}
