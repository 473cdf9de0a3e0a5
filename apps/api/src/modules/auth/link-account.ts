import { userIdentities, users, type Database, type User } from '@postradar/db';
import { and, eq } from 'drizzle-orm';
import { createAffiliateCode, findUserByEmail } from '../users/user-repository';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAuditEvent } from './audit';
import type { VerifiedIdentity } from './identity-provider-client';
import { claimPendingRoles } from './pending-role-grants';

export type LinkedAccount =
  { isRefused: false; user: User; isNew: boolean } | { isRefused: true; reason: string };

const refused = (reason: string): LinkedAccount => ({ isRefused: true, reason });

/**
 * The account an identity signs in to (decision 0031): the one linked to its issuer and subject;
 * otherwise the account with its e-mail address, when that account has no identity of another
 * issuer; otherwise a new account, with the roles recorded for the address. Only a verified
 * e-mail address signs in at all. `extraRoles` (ADMIN_EMAILS) are added, never removed.
 */
export async function linkAccount(
  db: Database,
  identity: VerifiedIdentity,
  extraRoles: readonly string[] = [],
): Promise<LinkedAccount> {
  if (!identity.email) return refused('the identity provider gave no e-mail address');
  if (!identity.isEmailVerified)
    return refused('the identity provider did not say the e-mail address is verified');
  // Two first sign-ins of one person at once: the second finds what the first created.
  return link().catch((error: unknown) => {
    if (isUniqueViolation(error)) return link();
    throw error;
  });

  function link() {
    return db.transaction(async (tx): Promise<LinkedAccount> => {
      const [linked] = await tx
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(
          and(
            eq(userIdentities.issuer, identity.issuer),
            eq(userIdentities.subject, identity.subject),
          ),
        );
      if (linked) {
        await tx
          .update(userIdentities)
          .set({ email: identity.email, lastSignInAt: new Date() })
          .where(
            and(
              eq(userIdentities.issuer, identity.issuer),
              eq(userIdentities.subject, identity.subject),
            ),
          );
        return { isRefused: false, user: await refreshUser(tx, linked.user), isNew: false };
      }

      const existing = await findUserByEmail(tx, identity.email);
      if (existing) {
        const others = await tx
          .select({ issuer: userIdentities.issuer })
          .from(userIdentities)
          .where(eq(userIdentities.userId, existing.id));
        if (others.some((other) => other.issuer !== identity.issuer)) {
          return refused('the account of this e-mail address signs in through another provider');
        }
        await insertIdentity(tx, existing.id, identity);
        await recordAuditEvent(tx, {
          type: 'identity-linked',
          userId: existing.id,
          details: { issuer: identity.issuer, subject: identity.subject },
        });
        return { isRefused: false, user: await refreshUser(tx, existing), isNew: false };
      }

      const pendingRoles = await claimPendingRoles(tx, identity.email);
      const user = await createUser(tx, identity, [...new Set([...extraRoles, ...pendingRoles])]);
      await insertIdentity(tx, user.id, identity);
      for (const role of pendingRoles) {
        await recordAuditEvent(tx, {
          type: 'role-granted',
          userId: user.id,
          details: { role, via: 'pending grant' },
        });
      }
      return { isRefused: false, user, isNew: true };
    });
  }

  /** Name and avatar as the provider has them now; ADMIN_EMAILS roles added. */
  async function refreshUser(tx: Database, user: User): Promise<User> {
    const [updated] = await tx
      .update(users)
      .set({
        name: identity.name,
        avatarUrl: identity.avatarUrl ?? user.avatarUrl,
        roles: [...new Set([...user.roles, ...extraRoles])],
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  }
}

async function insertIdentity(tx: Database, userId: string, identity: VerifiedIdentity) {
  await tx.insert(userIdentities).values({
    issuer: identity.issuer,
    subject: identity.subject,
    userId,
    email: identity.email,
  });
}

/** A new account with a fresh affiliate code (another try if the code is taken). */
async function createUser(
  tx: Database,
  identity: VerifiedIdentity,
  roles: string[],
): Promise<User> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [user] = await tx
      .insert(users)
      .values({
        email: identity.email,
        name: identity.name,
        avatarUrl: identity.avatarUrl,
        roles,
        affiliateCode: createAffiliateCode(),
      })
      .onConflictDoNothing({ target: users.affiliateCode })
      .returning();
    if (user) return user;
  }
  throw new Error('Could not create a unique affiliate code.');
}
