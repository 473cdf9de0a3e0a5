import { personalizationCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { savePersonalization } from './personalization-repository';

/**
 * PUT /api/personalization: replaces the user's niches, languages and countries (each list without
 * duplicates, within audienceLimits) and the kind of posts they research.
 */
export const updatePersonalization: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, personalizationCalls.savePersonalization, {
    handler: async (request) => ({
      success: true as const,
      data: await savePersonalization(app.db, currentUser(request).userId, request.body),
    }),
  });
};
