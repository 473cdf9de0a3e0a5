import { userCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser, requireUser } from '../auth/require-user';
import { requireExistingUser } from './require-existing-user';
import { mergeUserSettings } from './user-repository';

/** POST or PUT /api/user/phone-number: stores the phone in the user's settings. */
export const updatePhoneNumber: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, userCalls.updatePhoneNumber, {
    preValidation: requireUser,
    handler: async (request) => {
      const { userId } = currentUser(request);
      await requireExistingUser(app.db, userId);
      return {
        success: true as const,
        data: await mergeUserSettings(app.db, userId, { phone: request.body.phone }),
      };
    },
  });
};
