import { referralTexts } from '@postradar/contracts';
import {
  referralMembers,
  referralPayouts,
  users,
  type Database,
  type ReferralMemberStatus,
  type ReferralPayout,
} from '@postradar/db';
import { and, eq, exists } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';

/** A request to join the programme: pending until staff decide; a second request changes nothing. */
export async function requestMembership(db: Database, userId: string): Promise<void> {
  await db.insert(referralMembers).values({ userId }).onConflictDoNothing();
}

/** Where a user stands in the programme; undefined when they never asked to join. */
export async function findMemberStatus(
  db: Database,
  userId: string,
): Promise<ReferralMemberStatus | undefined> {
  const [member] = await db
    .select({ status: referralMembers.status })
    .from(referralMembers)
    .where(eq(referralMembers.userId, userId));
  return member?.status;
}

/** Staff's decision on a user who asked to join: accepted, rejected or blocked, as of `now`. */
export async function decideMembership(
  db: Database,
  userId: string,
  status: Exclude<ReferralMemberStatus, 'pending'>,
  now = new Date(),
): Promise<void> {
  await db
    .update(referralMembers)
    .set({ status, decidedAt: now, updatedAt: now })
    .where(eq(referralMembers.userId, userId));
}

const isAcceptedMember = (userId: string) =>
  and(eq(referralMembers.userId, userId), eq(referralMembers.status, 'accepted'));

const notMember = () => new AppError('CONFLICT', referralTexts.notMember);

/** Where a member's payouts go; 409 for anyone but an accepted member. One statement. */
export async function savePayoutEmail(db: Database, userId: string, email: string): Promise<void> {
  const updated = await db
    .update(referralMembers)
    .set({ payoutEmail: email, updatedAt: new Date() })
    .where(isAcceptedMember(userId))
    .returning({ userId: referralMembers.userId });
  if (updated.length === 0) throw notMember();
}

/**
 * A member's new affiliate code (lower case): links with the old one stop crediting them. 409 for
 * anyone but an accepted member, and for a code another user has. One statement.
 */
export async function saveAffiliateCode(db: Database, userId: string, code: string): Promise<void> {
  let updated;
  try {
    updated = await db
      .update(users)
      .set({ affiliateCode: code, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, userId),
          exists(db.select().from(referralMembers).where(isAcceptedMember(userId))),
        ),
      )
      .returning({ id: users.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', referralTexts.codeTaken);
    throw error;
  }
  if (updated.length === 0) throw notMember();
}

/** Records money staff sent a member. */
export async function recordPayout(
  db: Database,
  payout: { userId: string; amount: number; note: string | null },
): Promise<ReferralPayout> {
  const [recorded] = await db.insert(referralPayouts).values(payout).returning();
  if (!recorded) throw new Error('the payout was not stored');
  return recorded;
}
