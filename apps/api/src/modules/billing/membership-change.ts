import { memberships, plans, type Database, type Plan } from '@postradar/db';
import { and, desc, eq, gt } from 'drizzle-orm';

export const dayMs = 86_400_000;

export type MembershipSource = 'stripe' | 'paypal' | 'bank' | 'free' | 'trial' | 'manual';

export interface MembershipChange {
  userId: string;
  plan: Plan;
  source: MembershipSource;
  now: Date;
  /** How long the period lasts, when not the plan's own (days granted by staff). */
  periodMs?: number;
}

/** The user's membership running now (the one ending last), with its plan. */
async function runningMembership(tx: Database, userId: string, now: Date) {
  const [row] = await tx
    .select({ membership: memberships, plan: plans })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), gt(memberships.endsAt, now)))
    .orderBy(desc(memberships.endsAt))
    .limit(1);
  return row;
}

/**
 * The days left of a plan, turned into days of another at their prices per day: what switching
 * plans carries over, so that nothing paid for is lost. A free plan carries nothing over.
 */
export function carriedOverMs(remainingMs: number, from: Plan, to: Plan): number {
  if (from.price <= 0 || to.price <= 0 || remainingMs <= 0) return 0;
  const fromPerDay = from.price / from.periodDays;
  const toPerDay = to.price / to.periodDays;
  return Math.floor((remainingMs * fromPerDay) / toPerDay);
}

/**
 * What one paid period of a plan does to the user's membership (inside the caller's transaction,
 * the user's row locked): the same plan running now lasts one period longer, now paid the way this
 * period was (a card renews it), and renews again if it had been cancelled; otherwise the plan starts now for one period, plus what is left of a running
 * plan at its price. Returns the membership the period went to.
 */
export async function addPlanPeriod(tx: Database, change: MembershipChange): Promise<string> {
  const { userId, plan, now } = change;
  const periodMs = change.periodMs ?? plan.periodDays * dayMs;
  const running = await runningMembership(tx, userId, now);
  if (running && running.plan.id === plan.id) {
    const endsAt = new Date(running.membership.endsAt.getTime() + periodMs);
    await tx
      .update(memberships)
      .set({ endsAt, source: change.source, canceledAt: null, updatedAt: now })
      .where(eq(memberships.id, running.membership.id));
    return running.membership.id;
  }
  let carried = 0;
  if (running) {
    carried = carriedOverMs(
      running.membership.endsAt.getTime() - now.getTime(),
      running.plan,
      plan,
    );
    const startsAt = running.membership.startsAt;
    const endsAt = startsAt < now ? now : new Date(startsAt.getTime() + 1);
    await tx
      .update(memberships)
      .set({ endsAt, updatedAt: now })
      .where(eq(memberships.id, running.membership.id));
  }
  const [created] = await tx
    .insert(memberships)
    .values({
      userId,
      planId: plan.id,
      startsAt: now,
      endsAt: new Date(now.getTime() + periodMs + carried),
      source: change.source,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: memberships.id });
  if (!created) throw new Error('The membership was not stored.');
  return created.id;
}

/**
 * Takes back one period of a plan from a membership (a refunded bill): it ends that much sooner,
 * at the earliest now.
 */
export async function removePlanPeriod(
  tx: Database,
  membershipId: string,
  plan: Plan,
  now: Date,
): Promise<void> {
  const [membership] = await tx
    .select()
    .from(memberships)
    .where(eq(memberships.id, membershipId))
    .for('update');
  if (!membership || membership.endsAt <= now) return;
  const shortened = membership.endsAt.getTime() - plan.periodDays * dayMs;
  const floor = Math.max(now.getTime(), membership.startsAt.getTime() + 1);
  await tx
    .update(memberships)
    .set({ endsAt: new Date(Math.max(shortened, floor)), updatedAt: now })
    .where(eq(memberships.id, membershipId));
}
