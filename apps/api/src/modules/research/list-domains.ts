import {
  domainListResponseSchema,
  researchListQuerySchema,
  researchPaths,
} from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findDomains } from './corpus-repository';
import { assertPageAllowed } from './paginate';

/** GET /api/domains: store domains whose host contains the text, alphabetical. */
export const listDomains: FastifyPluginAsyncZod = async (app) => {
  app.get(
    researchPaths.domains,
    {
      schema: { querystring: researchListQuerySchema, response: { 200: domainListResponseSchema } },
    },
    async (request) => {
      assertPageAllowed(request.query);
      const data = await findDomains(app.db, request.query.q, request.query);
      return { success: true as const, data };
    },
  );
};
