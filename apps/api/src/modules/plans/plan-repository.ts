import { plans, type Database, type Plan } from '@postradar/db';
import type { PlanDto } from '@postradar/contracts';
import { and, asc, eq } from 'drizzle-orm';

export function toPlanDto(plan: Plan): PlanDto {
  return {
    _id: plan.id,
    slug: plan.slug,
    title: plan.title,
    description: plan.description,
    title_viet: plan.titleViet,
    description_viet: plan.descriptionViet,
    price: plan.price,
    currency: plan.currency,
    period: 'month',
    periodDays: plan.periodDays,
    deviceAtOnce: plan.deviceAtOnce,
    features: plan.features,
    features_viet: plan.featuresViet,
    active: plan.active,
    dataLimit: plan.dataLimit,
    forTeam: plan.forTeam,
    roles: { mod: plan.maxMods, member: plan.maxMembers },
  };
}

export function findActivePlans(db: Database) {
  return db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder));
}

export async function findActivePlan(db: Database, id: string) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.active, true)));
  return plan;
}
