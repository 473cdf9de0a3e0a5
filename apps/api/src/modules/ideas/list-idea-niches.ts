import { ideaCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { countIdeasByNiche } from './idea-repository';

/** GET /api/ideas/niches: the niches that have ideas, with how many, the most first. */
export const listIdeaNiches: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, ideaCalls.ideaNiches, {
    handler: async () => ({ success: true as const, data: await countIdeasByNiche(app.db) }),
  });
};
