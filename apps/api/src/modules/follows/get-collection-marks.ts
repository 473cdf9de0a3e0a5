import { followCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { findMarks } from './marks-repository';

/**
 * GET /api/collections/marks: which of the named posts are saved or pooled and which named pages,
 * domains and pixels are followed, to mark them on a page of results or a detail.
 */
export const getCollectionMarks: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, followCalls.marks, {
    handler: async (request) => {
      const data = await findMarks(app.db, currentUser(request).userId, request.query);
      return { success: true as const, data };
    },
  });
};
