import { authCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { noStore } from './no-store';
import { currentAccount, requireUser } from './require-user';

/** GET or POST /authentication/heartbeat: the user's roles and scopes as they are now. */
export const heartbeat: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, authCalls.heartbeat, {
    config: {
      rateLimit: { max: app.config.rateLimits.heartbeatPerMinute, timeWindow: '1 minute' },
    },
    onRequest: noStore,
    preValidation: requireUser,
    handler: async (request) => {
      const { user, rights } = currentAccount(request);
      return { success: true as const, data: { scopes: rights.scopes, roles: user.roles } };
    },
  });
};
