import { groupCalls } from '@postradar/contracts';
import { searchPosts } from '@postradar/search/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { assertPageAllowed } from '../research/paginate';
import { searchViewer } from '../research/search-viewer';
import { reachGroup } from './group-rows';

/**
 * GET /api/groups/:id/posts ('Group Trending posts'): the posts of an own or featured group's
 * pages, domains and the domains loading its pixels, searched like GET /api/posts.
 */
export const listGroupPosts: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, groupCalls.groupPosts, {
    handler: async (request) => {
      assertPageAllowed(request.query);
      const viewer = { userId: currentUser(request).userId };
      const id = Number(request.params.id);
      await reachGroup(app.db, viewer, id, 'visible');
      const search = { ...request.query, within: { group: id } };
      const data = await searchPosts(app.db, search, searchViewer(request));
      return { success: true as const, data };
    },
  });
};
