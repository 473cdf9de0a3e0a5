import { pageListQuerySchema, pageListResponseSchema, researchPaths } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPages } from './corpus-repository';
import { assertPageAllowed } from './paginate';

/** GET /api/pages: pages by name words, id or username, with their counts, in the order asked. */
export const listPages: FastifyPluginAsyncZod = async (app) => {
  app.get(
    researchPaths.pages,
    { schema: { querystring: pageListQuerySchema, response: { 200: pageListResponseSchema } } },
    async (request) => {
      assertPageAllowed(request.query);
      const data = await findPages(app.db, request.query);
      return { success: true as const, data };
    },
  );
};
