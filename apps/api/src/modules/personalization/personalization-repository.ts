import type { Personalization, PersonalizationBody } from '@postradar/contracts';
import { userPersonalizations, type Database, type UserPersonalization } from '@postradar/db';
import { eq, sql } from 'drizzle-orm';

/** What a user who never saved their personalization has: nothing chosen, posts and ads. */
const notPersonalized: Personalization = {
  niches: [],
  languages: [],
  countries: [],
  kind: 'both',
  updatedAt: null,
};

function toPersonalization(row: UserPersonalization): Personalization {
  return {
    niches: row.niches,
    languages: row.languages,
    countries: row.countries,
    kind: row.kind,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's personalization, or the empty one until they save theirs. */
export async function findPersonalization(db: Database, userId: string): Promise<Personalization> {
  const [row] = await db
    .select()
    .from(userPersonalizations)
    .where(eq(userPersonalizations.userId, userId));
  return row ? toPersonalization(row) : notPersonalized;
}

/** Writes the user's personalization over the one they had (one upsert), and answers it. */
export async function savePersonalization(
  db: Database,
  userId: string,
  body: PersonalizationBody,
): Promise<Personalization> {
  await db
    .insert(userPersonalizations)
    .values({ userId, ...body })
    .onConflictDoUpdate({
      target: userPersonalizations.userId,
      set: { ...body, updatedAt: sql`now()` },
    });
  return findPersonalization(db, userId);
}
