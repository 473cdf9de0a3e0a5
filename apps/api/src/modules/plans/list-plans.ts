import { paths, planListResponseSchema } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findActivePlans, toPlanDto } from './plan-repository';

/** GET /api/plans: the plans on sale, in display order (public: the pricing page needs it). */
export const listPlans: FastifyPluginAsyncZod = async (app) => {
  app.get(paths.plans, { schema: { response: { 200: planListResponseSchema } } }, async () => {
    const rows = await findActivePlans(app.db);
    return { success: true as const, data: rows.map(toPlanDto) };
  });
};
