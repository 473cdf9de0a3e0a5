import { authCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { recordAuditEvent } from './audit';
import { currentUser, requireUser } from './require-user';
import { findSession, revokeSession } from './session-repository';

/** DELETE /api/user/sessions/:id: signs one of the user's own devices out. */
export const endSession: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, authCalls.endSession, {
    preValidation: requireUser,
    handler: async (request) => {
      const user = currentUser(request);
      const session = await findSession(app.db, request.params.id);
      // Another user's session is reported exactly like a missing one: nothing to learn from it.
      if (!session || session.userId !== user.userId || session.revokedAt) {
        throw notFound('This session does not exist or has already ended.');
      }
      await revokeSession(app.db, session.id, 'ended');
      await recordAuditEvent(app.db, {
        type: 'session-ended',
        userId: user.userId,
        actorId: user.userId,
        ipAddress: request.ip,
        details: { sessionId: session.id },
      });
      return { success: true as const, data: { ended: true as const } };
    },
  });
};
