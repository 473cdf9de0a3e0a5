import { planCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { findActivePlan, toPlanDto } from './plan-repository';

/** GET /api/plans/:id: one plan on sale. */
export const getPlan: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, planCalls.get, {
    handler: async (request) => {
      const plan = await findActivePlan(app.db, request.params.id);
      if (!plan) throw notFound('This plan does not exist or is no longer on sale.');
      return { success: true as const, data: toPlanDto(plan) };
    },
  });
};
