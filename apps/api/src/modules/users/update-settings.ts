import { userCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser, requireUser } from '../auth/require-user';
import { requireExistingUser } from './require-existing-user';
import { mergeUserSettings } from './user-repository';

/** PUT or POST /api/user/settings: the language alone, or phone with showFavorite (merged in). */
export const updateSettings: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, userCalls.updateSettings, {
    preValidation: requireUser,
    handler: async (request) => {
      const { userId } = currentUser(request);
      await requireExistingUser(app.db, userId);
      return {
        success: true as const,
        data: await mergeUserSettings(app.db, userId, request.body.settings),
      };
    },
  });
};
