import type { researchCalls } from '@postradar/contracts';
import type { Database } from '@postradar/db';
import { searchPosts, type SearchScope } from '@postradar/search/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { assertPageAllowed } from './paginate';
import { searchViewer } from './search-viewer';

/**
 * GET {call}: the posts of one page, domain or pixel, with every word, filter and sort of
 * GET /api/posts and the same paging and capped count (decision 0013).
 */
export function entityPostsRoute(entity: {
  call: (typeof researchCalls)['pagePosts' | 'domainPosts' | 'pixelPosts'];
  exists: (db: Database, id: number) => Promise<unknown>;
  within: (id: number) => SearchScope;
  missingMessage: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    routeCall(app, entity.call, {
      handler: async (request) => {
        assertPageAllowed(request.query);
        const id = Number(request.params.id);
        if (!(await entity.exists(app.db, id))) throw notFound(entity.missingMessage);
        const search = { ...request.query, within: entity.within(id) };
        const data = await searchPosts(app.db, search, searchViewer(request));
        return { success: true as const, data };
      },
    });
  };
}
