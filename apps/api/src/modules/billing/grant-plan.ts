import { bills, plans, type Bill, type Database } from '@postradar/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { lockUserRow } from '../../lib/lock-user-row';
import { newBillCode } from './bill-code';
import { addPlanPeriod, dayMs } from './membership-change';

export interface PlanGrant {
  userId: string;
  /** The plan's slug. */
  plan: string;
  days: number;
  now?: Date;
}

async function findPlanBySlug(tx: Database, slug: string) {
  const [plan] = await tx.select().from(plans).where(eq(plans.slug, slug));
  if (plan) return plan;
  const slugs = await tx.select({ slug: plans.slug }).from(plans).orderBy(plans.sortOrder);
  throw new AppError(
    'VALIDATION_FAILED',
    `Unknown plan '${slug}'. Plans: ${slugs.map((row) => row.slug).join(', ')}.`,
  );
}

/**
 * Gives a user days of a plan without payment, as staff decide (support, a partner, a test): a
 * paid `manual` bill of 0 records it in the user's billing history, and the days go to the
 * membership as a paid period would (the same plan lasts longer; another starts now, carrying over
 * what is left of the running one). Under a lock of the user's row, like every membership change.
 */
export async function grantPlan(db: Database, grant: PlanGrant): Promise<Bill> {
  const now = grant.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockUserRow(tx, grant.userId);
    const plan = await findPlanBySlug(tx, grant.plan);
    const membershipId = await addPlanPeriod(tx, {
      userId: grant.userId,
      plan,
      source: 'manual',
      now,
      periodMs: grant.days * dayMs,
    });
    const [bill] = await tx
      .insert(bills)
      .values({
        code: newBillCode(),
        userId: grant.userId,
        planId: plan.id,
        title: plan.title,
        method: 'manual',
        status: 'paid',
        currency: plan.currency,
        price: 0,
        amount: 0,
        membershipId,
        paidAt: now,
        appliedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!bill) throw new Error('The bill was not stored.');
    return bill;
  });
}
