import { z } from 'zod/mini';
import { successEnvelope } from './envelope';

/**
 * What a plan adds to the base features every member has (the post search and a post's detail,
 * pages, domains, the search history and saved searches): each the scope a plan grants, which the
 * API's gates and the web app's check alike.
 */
export const planFeatures = [
  'ads',
  'trending',
  'pixels',
  'favorites',
  'follows',
  'groups',
  'pool',
] as const;
export type PlanFeature = (typeof planFeatures)[number];

/** The plan features the free trial leaves out: every paid plan has them. */
export const featuresBeyondTrial: readonly PlanFeature[] = ['ads', 'pool'];

/** Whether the free trial opens a feature (a screen without one is always in it). */
export function isInTrial(feature: string | undefined): boolean {
  return !featuresBeyondTrial.some((beyond) => beyond === feature);
}

/** A plan as the pricing and checkout screens see it. */
export const planSchema = z.object({
  _id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** In Vietnamese; empty when the plan has no Vietnamese text (the English one is shown). */
  title_viet: z.string(),
  description_viet: z.string(),
  price: z.number().check(z.nonnegative()),
  currency: z.string(),
  period: z.literal('month'),
  /** Days of access one payment buys (7 for the trial, 30 for a month). */
  periodDays: z.int().check(z.positive()),
  deviceAtOnce: z.int().check(z.positive()),
  features: z.array(z.string()),
  features_viet: z.array(z.string()),
  active: z.boolean(),
  dataLimit: z.nullable(z.int()),
  forTeam: z.boolean(),
  roles: z.object({ mod: z.int().check(z.nonnegative()), member: z.int().check(z.nonnegative()) }),
});
export type PlanDto = z.infer<typeof planSchema>;

export const planListResponseSchema = successEnvelope(z.array(planSchema));
export const planResponseSchema = successEnvelope(planSchema);
export const planParamsSchema = z.object({ id: z.uuid() });
