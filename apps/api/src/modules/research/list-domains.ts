import { researchCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { findDomains } from './corpus-repository';
import { assertPageAllowed } from './paginate';
import { searchViewer } from './search-viewer';

/**
 * GET /api/domains: store domains by a part of the host and platform, with their counts; the
 * domains the user ignores are left out.
 */
export const listDomains: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, researchCalls.domains, {
    handler: async (request) => {
      assertPageAllowed(request.query);
      const data = await findDomains(app.db, request.query, searchViewer(request));
      return { success: true as const, data };
    },
  });
};
