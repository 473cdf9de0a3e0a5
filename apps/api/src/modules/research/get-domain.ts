import { researchCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { findDomain } from './corpus-repository';

/** GET /api/domains/:id: one domain with its counts and the pixels it loads. */
export const getDomain: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, researchCalls.domain, {
    handler: async (request) => {
      const data = await findDomain(app.db, Number(request.params.id));
      if (!data) throw notFound('This domain does not exist.');
      return { success: true as const, data };
    },
  });
};
