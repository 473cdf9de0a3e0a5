import { followCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { followList, keepItem } from './kept-items';

/** PUT /api/follows/:kind/:id: follows a page, domain or pixel; following twice keeps one. */
export const followEntity: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, followCalls.follow, {
    handler: async (request) => {
      const { kind, id } = request.params;
      const { userId } = currentUser(request);
      await keepItem(app.db, followList, { userId, kind, targetId: Number(id) });
      return { success: true as const, data: { kind, id, isFollowed: true } };
    },
  });
};
