import {
  domainListQuerySchema,
  domainListResponseSchema,
  researchPaths,
} from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findDomains } from './corpus-repository';
import { assertPageAllowed } from './paginate';

/** GET /api/domains: store domains by a part of the host and platform, with their counts. */
export const listDomains: FastifyPluginAsyncZod = async (app) => {
  app.get(
    researchPaths.domains,
    {
      schema: { querystring: domainListQuerySchema, response: { 200: domainListResponseSchema } },
    },
    async (request) => {
      assertPageAllowed(request.query);
      const data = await findDomains(app.db, request.query);
      return { success: true as const, data };
    },
  );
};
