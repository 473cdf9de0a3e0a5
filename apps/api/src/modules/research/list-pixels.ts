import {
  pixelListResponseSchema,
  researchListQuerySchema,
  researchPaths,
} from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPixels } from './corpus-repository';
import { assertPageAllowed } from './paginate';

/** GET /api/pixels: pixels whose id starts with the digits given. */
export const listPixels: FastifyPluginAsyncZod = async (app) => {
  app.get(
    researchPaths.pixels,
    {
      schema: { querystring: researchListQuerySchema, response: { 200: pixelListResponseSchema } },
    },
    async (request) => {
      assertPageAllowed(request.query);
      const data = await findPixels(app.db, request.query.q, request.query);
      return { success: true as const, data };
    },
  );
};
