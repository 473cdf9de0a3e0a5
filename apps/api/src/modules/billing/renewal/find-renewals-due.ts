import { memberships, plans, type Database, type Membership, type Plan } from '@postradar/db';
import { and, asc, eq, gt, isNull, lte, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dayMs } from '../membership-change';
import { renewingSource } from '../membership-view';

/** How long before its finish a card membership is charged for its next period. */
export const renewalNoticeMs = dayMs;

/** A membership to charge for its next period, with its plan. */
export interface RenewalDue {
  membership: Membership;
  plan: Plan;
}

/**
 * The card memberships to renew now: running, their renewal not cancelled, ending within a day,
 * the user's last (a membership another one outlasts is not the plan the user is on), of a plan
 * still on sale for a price. The soonest to end come first.
 */
export async function findRenewalsDue(db: Database, now: Date): Promise<RenewalDue[]> {
  const later = alias(memberships, 'later');
  const outlasted = db
    .select({ id: later.id })
    .from(later)
    .where(and(eq(later.userId, memberships.userId), gt(later.endsAt, memberships.endsAt)));
  return db
    .select({ membership: memberships, plan: plans })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(
      and(
        eq(memberships.source, renewingSource),
        isNull(memberships.canceledAt),
        lte(memberships.startsAt, now),
        gt(memberships.endsAt, now),
        lte(memberships.endsAt, new Date(now.getTime() + renewalNoticeMs)),
        notExists(outlasted),
        eq(plans.active, true),
        gt(plans.price, 0),
      ),
    )
    .orderBy(asc(memberships.endsAt));
}
