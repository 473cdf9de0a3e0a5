import { heartbeatResponseSchema, paths } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { findUserById } from '../users/user-repository';
import { resolveAccessRights } from './access-rights';
import { noStore } from './no-store';
import { currentUser, requireUser } from './require-user';

/** GET or POST /authentication/heartbeat: the user's roles and scopes as they are now. */
export const heartbeat: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['GET', 'POST'],
    url: paths.heartbeat,
    schema: { response: { 200: heartbeatResponseSchema } },
    config: {
      rateLimit: { max: app.config.rateLimits.heartbeatPerMinute, timeWindow: '1 minute' },
    },
    onRequest: noStore,
    preValidation: requireUser,
    handler: async (request) => {
      const user = await findUserById(app.db, currentUser(request).userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
      const rights = await resolveAccessRights(app.db, user.id, user.roles);
      return { success: true as const, data: { scopes: rights.scopes, roles: user.roles } };
    },
  });
};
