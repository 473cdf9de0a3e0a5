import { userCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { currentUser, requireUser } from '../auth/require-user';
import { mergeUserMeta, metaLimits } from './merge-user-meta';
import { requireExistingUser } from './require-existing-user';

/**
 * PUT or POST /api/user/meta: merges small client-side facts (e.g. dismissed hints) into the user;
 * a key sent as null is removed. A change that would make the meta larger than its limits is
 * refused with 413 and nothing is stored.
 */
export const updateMeta: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, userCalls.updateMeta, {
    preValidation: requireUser,
    handler: async (request) => {
      const { userId } = currentUser(request);
      await requireExistingUser(app.db, userId);
      const meta = await mergeUserMeta(app.db, userId, request.body.meta);
      if (!meta) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `Meta holds at most ${metaLimits.keys} keys and ${metaLimits.bytes} bytes, and this ` +
            'change would make it larger. Send keys that are no longer needed as null to remove them.',
        );
      }
      return { success: true as const, data: meta };
    },
  });
};
