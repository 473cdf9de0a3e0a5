import { z } from 'zod/mini';
import { membershipSchema } from './membership';
import { successEnvelope } from './envelope';

/** The most days staff grant at once: about ten years. */
export const maxGrantedDays = 3660;

/** Staff give an account days of a plan, without payment. */
export const grantMembershipBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(320)),
  /** The plan's slug (trial, standard, standard-drs, pod-drs). */
  plan: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  days: z.number().check(z.int(), z.gte(1), z.lte(maxGrantedDays)),
});
export type GrantMembershipBody = z.infer<typeof grantMembershipBodySchema>;

export const grantMembershipResponseSchema = successEnvelope(membershipSchema);
