import {
  domainDetailResponseSchema,
  researchIdParamsSchema,
  researchPaths,
} from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { findDomain } from './corpus-repository';

/** GET /api/domains/:id: one domain with its counts and the pixels it loads. */
export const getDomain: FastifyPluginAsyncZod = async (app) => {
  app.get(
    researchPaths.domain,
    { schema: { params: researchIdParamsSchema, response: { 200: domainDetailResponseSchema } } },
    async (request) => {
      const data = await findDomain(app.db, Number(request.params.id));
      if (!data) throw notFound('This domain does not exist.');
      return { success: true as const, data };
    },
  );
};
