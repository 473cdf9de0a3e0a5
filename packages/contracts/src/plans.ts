import { z } from 'zod';
import { successEnvelope } from './envelope';

/** A plan as the pricing and checkout screens see it. */
export const planSchema = z.object({
  _id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number().nonnegative(),
  currency: z.string(),
  period: z.literal('month'),
  deviceAtOnce: z.number().int().positive(),
  features: z.array(z.string()),
  features_viet: z.array(z.string()),
  active: z.boolean(),
  dataLimit: z.number().int().nullable(),
  forTeam: z.boolean(),
  roles: z.object({ mod: z.number().int().nonnegative(), member: z.number().int().nonnegative() }),
});
export type PlanDto = z.infer<typeof planSchema>;

export const planListResponseSchema = successEnvelope(z.array(planSchema));
export const planResponseSchema = successEnvelope(planSchema);
export const planParamsSchema = z.object({ id: z.string().uuid() });
