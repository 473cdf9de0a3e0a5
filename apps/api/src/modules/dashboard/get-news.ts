import { dashboardCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentAccount } from '../auth/require-user';
import { hasPlanFeature } from '../billing/membership-gates';
import { searchViewer } from '../research/search-viewer';
import { followsWithNewPosts } from './follows-with-new-posts';
import { savedSearchesWithNewPosts } from './saved-searches-with-new-posts';

/**
 * GET /api/dashboard/news: the follows and saved searches with posts since the user last looked,
 * the most new posts first. Follows only when the plan has them (their screen would refuse them).
 */
export const getNews: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, dashboardCalls.news, {
    handler: async (request) => {
      const { user, rights } = currentAccount(request);
      const follows = hasPlanFeature(rights.scopes, 'follows')
        ? await followsWithNewPosts(app.db, user.id)
        : [];
      const savedSearches = await savedSearchesWithNewPosts(app.db, user.id, searchViewer(request));
      return {
        success: true as const,
        data: { follows, savedSearches, computedAt: new Date().toISOString() },
      };
    },
  });
};
