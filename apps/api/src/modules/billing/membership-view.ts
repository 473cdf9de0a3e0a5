import type { MembershipDto } from '@postradar/contracts';
import { memberships, plans, users, type Database } from '@postradar/db';
import { desc, eq, sql } from 'drizzle-orm';

/**
 * The way of paying that renews a plan by itself: a saved card, charged at the end of each period.
 * PayPal and bank transfers pay one period at a time, so they have no renewal to stop.
 */
export const renewingSource = 'stripe';

/**
 * The membership a user sees: the one running now (ending last), else the one that ended last;
 * null for a user who never had one.
 */
export async function findMembershipView(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<MembershipDto | null> {
  const running = sql<boolean>`(${memberships.startsAt} <= ${now.toISOString()}::timestamptz and ${memberships.endsAt} > ${now.toISOString()}::timestamptz)`;
  const [row] = await db
    .select({ membership: memberships, plan: plans, email: users.email, isRunning: running })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(running), desc(memberships.endsAt))
    .limit(1);
  if (!row) return null;
  const { membership, plan } = row;
  const isExpired = !row.isRunning;
  return {
    _id: membership.id,
    plan: {
      _id: plan.id,
      slug: plan.slug,
      title: plan.title,
      title_viet: plan.titleViet,
      price: plan.price,
      currency: plan.currency,
    },
    forTeam: plan.forTeam,
    roles: { mod: plan.maxMods, member: plan.maxMembers },
    start: membership.startsAt.toISOString(),
    finish: membership.endsAt.toISOString(),
    isExpired,
    canCancel: !isExpired && !membership.canceledAt && membership.source === renewingSource,
    cancelledAt: membership.canceledAt?.toISOString() ?? null,
    method: membership.source as MembershipDto['method'],
    team: null,
    owner: { email: row.email },
  };
}

/** Stops the renewal of the running membership; access lasts until it ends. */
export async function cancelRenewal(db: Database, membershipId: string, now = new Date()) {
  await db
    .update(memberships)
    .set({ canceledAt: now, updatedAt: now })
    .where(eq(memberships.id, membershipId));
}
