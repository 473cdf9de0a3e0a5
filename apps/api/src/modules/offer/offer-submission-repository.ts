import type { OfferSubmissionBody } from '@postradar/contracts';
import { offerSubmissions, type Database } from '@postradar/db';
import { and, asc, eq } from 'drizzle-orm';
import { lockUserRow } from '../../lib/lock-user-row';

interface OfferOfUser {
  userId: string;
  offerEndsAt: Date;
}

/** When the user answered this offer, or null when they have not. */
export async function findSubmissionTime(
  db: Database,
  { userId, offerEndsAt }: OfferOfUser,
): Promise<Date | null> {
  const [first] = await db
    .select({ createdAt: offerSubmissions.createdAt })
    .from(offerSubmissions)
    .where(and(eq(offerSubmissions.userId, userId), eq(offerSubmissions.offerEndsAt, offerEndsAt)))
    .orderBy(asc(offerSubmissions.createdAt), asc(offerSubmissions.id))
    .limit(1);
  return first?.createdAt ?? null;
}

/**
 * Stores the user's answer to this offer once: a later one (a second click, another device)
 * changes nothing and answers when the first was stored.
 */
export async function storeSubmissionOnce(
  db: Database,
  input: OfferOfUser & OfferSubmissionBody,
): Promise<Date> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, input.userId);
    const stored = await findSubmissionTime(tx, input);
    if (stored) return stored;
    const [inserted] = await tx
      .insert(offerSubmissions)
      .values({
        userId: input.userId,
        offerEndsAt: input.offerEndsAt,
        email: input.email,
        contact: input.contact,
      })
      .returning({ createdAt: offerSubmissions.createdAt });
    if (!inserted) throw new Error('The offer submission was not stored.');
    return inserted.createdAt;
  });
}
