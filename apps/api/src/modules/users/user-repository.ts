import { users, type Database, type User, type UserSettings } from '@postradar/db';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

/** Eight characters from a 32-letter alphabet without look-alikes: easy to read out and type. */
export function createAffiliateCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * Creates the user on first sign-in or refreshes name and avatar on later ones (matched by
 * e-mail, case-insensitively). `extraRoles` are added, never removed (ADMIN_EMAILS).
 */
export async function upsertUserFromIdentity(
  db: Database,
  identity: { email: string; name: string; avatarUrl: string | null },
  extraRoles: string[] = [],
): Promise<{ user: User; isNew: boolean }> {
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    const roles = [...new Set([...existing.roles, ...extraRoles])];
    const [user] = await db
      .update(users)
      .set({
        name: identity.name,
        avatarUrl: identity.avatarUrl ?? existing.avatarUrl,
        roles,
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id))
      .returning();
    return { user: user ?? existing, isNew: false };
  }
  for (let attempt = 0; ; attempt++) {
    const [user] = await db
      .insert(users)
      .values({ ...identity, roles: extraRoles, affiliateCode: createAffiliateCode() })
      .onConflictDoNothing()
      .returning();
    if (user) return { user, isNew: true };
    // Either the e-mail arrived concurrently (use that row) or the code collided (try another).
    const raced = await findUserByEmail(db, identity.email);
    if (raced) return { user: raced, isNew: false };
    if (attempt >= 5) throw new Error('Could not create a unique affiliate code.');
  }
}

/** Merges `patch` into the user's settings (keys not in the patch stay) and returns the result. */
export async function mergeUserSettings(db: Database, userId: string, patch: UserSettings) {
  const [updated] = await db
    .update(users)
    .set({
      settings: sql`${users.settings} || ${JSON.stringify(patch)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ settings: users.settings });
  return updated?.settings ?? {};
}

/** Merges `patch` into the user's free-form meta and returns the result. */
export async function mergeUserMeta(db: Database, userId: string, patch: Record<string, unknown>) {
  const [updated] = await db
    .update(users)
    .set({ meta: sql`${users.meta} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ meta: users.meta });
  return updated?.meta ?? {};
}
