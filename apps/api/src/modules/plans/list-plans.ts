import { planCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { findActivePlans, toPlanDto } from './plan-repository';

/** GET /api/plans: the plans on sale, in display order (public: the pricing page needs it). */
export const listPlans: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, planCalls.list, {
    handler: async () => {
      const rows = await findActivePlans(app.db);
      return { success: true as const, data: rows.map(toPlanDto) };
    },
  });
};
