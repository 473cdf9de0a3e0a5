import { researchCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { findPixels } from './corpus-repository';
import { assertPageAllowed } from './paginate';

/** GET /api/pixels: pixels by the first digits of their id, with their store networks' counts. */
export const listPixels: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, researchCalls.pixels, {
    handler: async (request) => {
      assertPageAllowed(request.query);
      const data = await findPixels(app.db, request.query);
      return { success: true as const, data };
    },
  });
};
