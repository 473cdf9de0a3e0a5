import { researchCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { findPixel } from './corpus-repository';

/** GET /api/pixels/:id: one pixel with the counts of its store network. */
export const getPixel: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, researchCalls.pixel, {
    handler: async (request) => {
      const data = await findPixel(app.db, Number(request.params.id));
      if (!data) throw notFound('This pixel does not exist.');
      return { success: true as const, data };
    },
  });
};
