import { researchCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { findPages } from './corpus-repository';
import { assertPageAllowed } from './paginate';
import { searchViewer } from './search-viewer';

/**
 * GET /api/pages: pages by name words, id or username, with their counts, in the order asked; the
 * pages the user ignores are left out.
 */
export const listPages: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, researchCalls.pages, {
    handler: async (request) => {
      assertPageAllowed(request.query);
      const data = await findPages(app.db, request.query, searchViewer(request));
      return { success: true as const, data };
    },
  });
};
