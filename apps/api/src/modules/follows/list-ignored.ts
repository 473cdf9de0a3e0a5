import { followCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { findIgnored } from './ignored-repository';

/** GET /api/ignored: the blacklist, latest first, of one kind or of all. */
export const listIgnored: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, followCalls.ignored, {
    handler: async (request) => {
      const data = await findIgnored(app.db, currentUser(request).userId, request.query);
      return { success: true as const, data };
    },
  });
};
