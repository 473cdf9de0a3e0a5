import { researchCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { findPixelNetwork } from './pixel-network';

/** GET /api/pixels/:id/network: the domains loading a pixel and the pages advertising them. */
export const getPixelNetwork: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, researchCalls.pixelNetwork, {
    handler: async (request) => {
      const data = await findPixelNetwork(app.db, Number(request.params.id));
      if (!data) throw notFound('This pixel does not exist.');
      return { success: true as const, data };
    },
  });
};
