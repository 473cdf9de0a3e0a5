import {
  referralClicks,
  referralMembers,
  referralPayouts,
  users,
  type Database,
  type ReferralMemberStatus,
} from '@postradar/db';
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { ReferralTerms } from '../../config';
import { firstPurchase } from '../../lib/first-purchase';

/** The currency of the programme's figures: the bills', as every plan is priced in dollars. */
export const referralCurrency = 'USD';

const dayMs = 86_400_000;

/** A member of the referral programme (any status) with their figures, amounts in dollars. */
export interface MemberWithFigures {
  userId: string;
  email: string;
  status: ReferralMemberStatus;
  payoutEmail: string | null;
  joinedAt: Date;
  decidedAt: Date | null;
  clicks: number;
  referrals: number;
  conversions: number;
  pending: number;
  earned: number;
  paid: number;
}

/**
 * What the users each member referred brought (a lateral subquery on `referral_members`): how
 * many there are, how many made a first purchase, and the commission on those purchases, each
 * rounded to cents, pending while paid less than `holdDays` before `now` and earned after.
 */
function referredFigures(db: Database, terms: ReferralTerms, now: Date) {
  const purchase = firstPurchase(db);
  const holdStart = new Date(now.getTime() - terms.holdDays * dayMs).toISOString();
  const commission = sql`round(${purchase.amount} * ${terms.commissionPercent}::numeric / 100, 2)`;
  const sumOf = (paidWhen: SQL) =>
    sql<number>`coalesce(sum(${commission}) filter (where ${paidWhen}), 0)`.mapWith(Number);
  return db
    .select({
      referrals: count().as('referrals'),
      conversions: count(purchase.amount).as('conversions'),
      pending: sumOf(sql`${purchase.paidAt} > ${holdStart}::timestamptz`).as('pending'),
      earned: sumOf(sql`${purchase.paidAt} <= ${holdStart}::timestamptz`).as('earned'),
    })
    .from(users)
    .leftJoinLateral(purchase, sql`true`)
    .where(eq(users.referredBy, referralMembers.userId))
    .as('referred');
}

/**
 * The members `where` picks (every one without it), oldest request first, each with their
 * address, where payouts go and their figures: clicks on their link, referrals, conversions,
 * pending and earned commission, and what staff paid them. One statement.
 */
export async function findMembersWithFigures(
  db: Database,
  terms: ReferralTerms,
  { where, now = new Date() }: { where?: SQL; now?: Date } = {},
): Promise<MemberWithFigures[]> {
  const referred = referredFigures(db, terms, now);
  return db
    .select({
      userId: referralMembers.userId,
      email: users.email,
      status: referralMembers.status,
      payoutEmail: referralMembers.payoutEmail,
      joinedAt: referralMembers.joinedAt,
      decidedAt: referralMembers.decidedAt,
      clicks: sql<number>`(select coalesce(sum(${referralClicks.clicks}), 0) from ${referralClicks}
        where ${referralClicks.userId} = ${referralMembers.userId})`.mapWith(Number),
      referrals: referred.referrals,
      conversions: referred.conversions,
      pending: referred.pending,
      earned: referred.earned,
      paid: sql<number>`(select coalesce(sum(${referralPayouts.amount}), 0) from ${referralPayouts}
        where ${referralPayouts.userId} = ${referralMembers.userId})`.mapWith(Number),
    })
    .from(referralMembers)
    .innerJoin(users, eq(users.id, referralMembers.userId))
    .leftJoinLateral(referred, sql`true`)
    .where(where)
    .orderBy(asc(referralMembers.joinedAt), asc(users.email));
}

/** One user's place in the programme with their figures; undefined when they never asked to join. */
export async function findMemberWithFigures(
  db: Database,
  terms: ReferralTerms,
  userId: string,
  now = new Date(),
): Promise<MemberWithFigures | undefined> {
  const [member] = await findMembersWithFigures(db, terms, {
    where: eq(referralMembers.userId, userId),
    now,
  });
  return member;
}
