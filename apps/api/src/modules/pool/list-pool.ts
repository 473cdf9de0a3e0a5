import { poolCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { poolOwnerOf } from './pool-owner';
import { findPoolItems } from './pool-repository';

/** GET /api/pool: the posts on the pool, latest first, with who added them and their notes. */
export const listPool: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, poolCalls.pool, {
    handler: async (request) => {
      const ownerId = poolOwnerOf(currentUser(request).userId);
      const data = await findPoolItems(app.db, ownerId, request.query);
      return { success: true as const, data };
    },
  });
};
