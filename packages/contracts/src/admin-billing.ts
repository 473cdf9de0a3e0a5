import { z } from 'zod';
import { membershipSchema } from './billing';
import { successEnvelope } from './envelope';

/** The most days staff grant at once: about ten years. */
export const maxGrantedDays = 3660;

/** Staff give an account days of a plan, without payment. */
export const grantMembershipBodySchema = z.object({
  email: z.string().trim().min(3).max(320),
  /** The plan's slug (trial, standard, standard-drs, pod-drs). */
  plan: z.string().trim().min(1).max(100),
  days: z.number().int().min(1).max(maxGrantedDays),
});
export type GrantMembershipBody = z.infer<typeof grantMembershipBodySchema>;

export const grantMembershipResponseSchema = successEnvelope(membershipSchema);
