import { dashboardBlockSize, dashboardCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { findFavorites } from '../favorites/favorite-repository';

/** GET /api/dashboard/favorites: the user's latest saved posts across categories, and how many. */
export const getLatestFavorites: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, dashboardCalls.favorites, {
    handler: async (request) => {
      const paging = { page: 1, perPage: dashboardBlockSize };
      const { docs, total } = await findFavorites(app.db, currentUser(request).userId, paging);
      return {
        success: true as const,
        data: { items: docs, total, computedAt: new Date().toISOString() },
      };
    },
  });
};
