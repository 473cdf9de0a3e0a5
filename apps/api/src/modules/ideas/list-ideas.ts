import { ideaCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { findIdeas } from './idea-repository';

/** GET /api/ideas: the posts picked as ideas, newest first, of one niche or of all. */
export const listIdeas: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, ideaCalls.ideas, {
    handler: async (request) => ({
      success: true as const,
      data: await findIdeas(app.db, request.query),
    }),
  });
};
