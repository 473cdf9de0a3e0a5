import {
  pageListResponseSchema,
  researchListQuerySchema,
  researchPaths,
} from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPages } from './corpus-repository';
import { assertPageAllowed } from './paginate';

/** GET /api/pages: pages by name words, id or username, most followed first. */
export const listPages: FastifyPluginAsyncZod = async (app) => {
  app.get(
    researchPaths.pages,
    { schema: { querystring: researchListQuerySchema, response: { 200: pageListResponseSchema } } },
    async (request) => {
      assertPageAllowed(request.query);
      const data = await findPages(app.db, request.query.q, request.query);
      return { success: true as const, data };
    },
  );
};
