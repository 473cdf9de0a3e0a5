import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { requireExistingUser } from '../users/require-existing-user';
import { resolveAccessRights } from './access-rights';
import { verifyAccessToken, type AccessClaims } from './access-token';
import { endedSessionError } from './rotate-refresh-token';
import { findSession, touchSession } from './session-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser (a preValidation hook: after rate limits, before validation). */
    user?: AccessClaims;
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return match[1];
}

/**
 * preValidation hook of every call that needs a signed-in user: a valid access token of a session that
 * is still open. A device whose session was ended because of the device limit gets HTTP 403
 * 'Your account is being used on another device.'
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const claims = await verifyAccessToken(request.server.signingKeys, bearerToken(request));
  const session = await findSession(request.server.db, claims.sessionId);
  if (!session || session.userId !== claims.userId)
    throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  if (session.revokedAt) throw endedSessionError(session.revokeReason);
  await touchSession(request.server.db, session, request.ip);
  request.user = claims;
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.user;
}

/**
 * preValidation hook for staff-only calls (admin site). The roles are read from the database, not
 * taken from the access token, so a revoked role stops working at once (decision 0008); the
 * request's user then carries the roles and scopes as they are now.
 */
export function requireScope(...allowed: string[]) {
  return async (request: FastifyRequest) => {
    await requireUser(request);
    const claims = currentUser(request);
    const user = await requireExistingUser(request.server.db, claims.userId);
    const { scopes } = await resolveAccessRights(request.server.db, user.id, user.roles);
    if (!allowed.some((scope) => scopes.includes(scope))) {
      throw new AppError('FORBIDDEN', 'You do not have access to this.');
    }
    request.user = { ...claims, roles: user.roles, scopes };
  };
}
