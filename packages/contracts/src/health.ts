import { z } from 'zod/mini';
import { successEnvelope } from './envelope';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number().check(z.nonnegative()),
});
export type Health = z.infer<typeof healthSchema>;
export const healthResponseSchema = successEnvelope(healthSchema);
