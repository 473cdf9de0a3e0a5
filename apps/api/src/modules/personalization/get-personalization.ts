import { personalizationCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { findPersonalization } from './personalization-repository';

/** GET /api/personalization: the user's niches, languages, countries and kind (empty until saved). */
export const getPersonalization: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, personalizationCalls.personalization, {
    handler: async (request) => ({
      success: true as const,
      data: await findPersonalization(app.db, currentUser(request).userId),
    }),
  });
};
