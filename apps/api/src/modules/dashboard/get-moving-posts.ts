import { dashboardCalls } from '@postradar/contracts';
import { searchPosts } from '@postradar/search/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { assertPlanFeature, postSearchFeatures } from '../billing/membership-gates';
import { findPersonalization } from '../personalization/personalization-repository';
import { searchViewer } from '../research/search-viewer';
import { measuresComputedAt } from './measures-computed-at';
import { isPersonalized, movingSearch } from './moving-search';

/**
 * GET /api/dashboard/moving?sort=: the six posts moving most by the trending gain or one of the
 * spikes, within the user's personalization and without what they ignore. It needs the plan
 * features the same search on the Trending screen needs (an ads-only personalization: the Ads
 * library too).
 */
export const getMovingPosts: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, dashboardCalls.moving, {
    handler: async (request) => {
      const { sort } = request.query;
      const personalization = await findPersonalization(app.db, currentUser(request).userId);
      const search = movingSearch(sort, personalization);
      for (const feature of postSearchFeatures(search)) assertPlanFeature(request, feature);
      const { docs } = await searchPosts(app.db, search, searchViewer(request));
      return {
        success: true as const,
        data: {
          sort,
          posts: docs,
          isPersonalized: isPersonalized(personalization),
          computedAt: await measuresComputedAt(app.db, docs),
        },
      };
    },
  });
};
