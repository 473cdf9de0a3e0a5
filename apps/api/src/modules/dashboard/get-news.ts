import { dashboardCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentAccount } from '../auth/require-user';
import { hasPlanFeature } from '../billing/membership-gates';
import { searchViewer } from '../research/search-viewer';
import { countSavedSearches } from '../searches/saved-search-repository';
import { countFollows, followsWithNewPosts } from './follows-with-new-posts';
import { savedSearchesWithNewPosts } from './saved-searches-with-new-posts';

/**
 * GET /api/dashboard/news: the follows and saved searches with posts since the user last looked,
 * the most new posts first, and how many of each the user has (so that the block tells "nothing
 * followed yet" from "nothing new"). Follows only when the plan has them (their screen would
 * refuse them).
 */
export const getNews: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, dashboardCalls.news, {
    handler: async (request) => {
      const { user, rights } = currentAccount(request);
      const hasFollows = hasPlanFeature(rights.scopes, 'follows');
      const follows = hasFollows ? await followsWithNewPosts(app.db, user.id) : [];
      const followCount = hasFollows ? await countFollows(app.db, user.id) : 0;
      const savedSearches = await savedSearchesWithNewPosts(app.db, user.id, searchViewer(request));
      const savedSearchCount = await countSavedSearches(app.db, user.id);
      return {
        success: true as const,
        data: {
          follows,
          followCount,
          savedSearches,
          savedSearchCount,
          computedAt: new Date().toISOString(),
        },
      };
    },
  });
};
