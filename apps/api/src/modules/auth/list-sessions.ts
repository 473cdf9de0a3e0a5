import { authCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { describeDevice } from './describe-device';
import { noStore } from './no-store';
import { currentUser, requireUser } from './require-user';
import { listActiveSessions } from './session-repository';

/** GET /api/user/sessions: the devices signed in to the user's account, most recent first. */
export const listSessions: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, authCalls.listSessions, {
    onRequest: noStore,
    preValidation: requireUser,
    handler: async (request) => {
      const user = currentUser(request);
      const rows = await listActiveSessions(app.db, user.userId);
      return {
        success: true as const,
        data: rows.map((session) => ({
          id: session.id,
          deviceId: session.deviceId,
          ...describeDevice(session.userAgent),
          ipAddress: session.ipAddress,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          isCurrent: session.id === user.sessionId,
        })),
      };
    },
  });
};
