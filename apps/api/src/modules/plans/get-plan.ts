import { paths, planParamsSchema, planResponseSchema } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { findActivePlan, toPlanDto } from './plan-repository';

/** GET /api/plans/:id: one plan on sale. */
export const getPlan: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.plan,
    { schema: { params: planParamsSchema, response: { 200: planResponseSchema } } },
    async (request) => {
      const plan = await findActivePlan(app.db, request.params.id);
      if (!plan) throw notFound('This plan does not exist or is no longer on sale.');
      return { success: true as const, data: toPlanDto(plan) };
    },
  );
};
