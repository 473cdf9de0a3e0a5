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
