import { authCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { verifyAccessToken } from './access-token';
import { recordAuditEvent } from './audit';
import { findRefreshToken, findSession, revokeSession } from './session-repository';

/**
 * POST /authentication/logout: ends the session of the refresh-token header (or, failing that,
 * of the access token). Always succeeds: signing out must work even with expired tokens.
 */
export const signOut: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, authCalls.logout, {
    handler: async (request) => {
      const sessionId = await sessionOf(
        request.headers['refresh-token'],
        request.headers.authorization,
      );
      const session = sessionId ? await findSession(app.db, sessionId) : undefined;
      if (session && !session.revokedAt) {
        await revokeSession(app.db, session.id, 'logout');
        await recordAuditEvent(app.db, {
          type: 'sign-out',
          userId: session.userId,
          ipAddress: request.ip,
          details: { sessionId: session.id },
        });
      }
      return { success: true as const, data: { signedOut: true as const } };
    },
  });

  async function sessionOf(refreshToken: unknown, authorization: string | undefined) {
    if (typeof refreshToken === 'string' && refreshToken) {
      const row = await findRefreshToken(app.db, refreshToken);
      if (row) return row.sessionId;
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!bearer) return undefined;
    return verifyAccessToken(app.signingKeys, bearer).then(
      (claims) => claims.sessionId,
      () => undefined,
    );
  }
};
