import { researchCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { findPage } from './corpus-repository';

/** GET /api/pages/:id: one page with its counts and the stores it links to most. */
export const getPage: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, researchCalls.page, {
    handler: async (request) => {
      const data = await findPage(app.db, Number(request.params.id));
      if (!data) throw notFound('This page does not exist.');
      return { success: true as const, data };
    },
  });
};
