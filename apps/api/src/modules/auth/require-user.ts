import type { User } from '@postradar/db';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { accessRightsOf, type AccessRights } from './access-rights';
import { verifyAccessToken, type AccessClaims } from './access-token';
import { endedSessionError } from './rotate-refresh-token';
import { findSignedInSession, touchSession } from './session-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser (a preValidation hook: after rate limits, before validation). */
    user?: AccessClaims;
    /** Set by requireUser: the user and their rights, read together with the session. */
    account?: SignedInAccount;
  }
}

/** The signed-in user as the database says now (roles, memberships), not as the token says. */
export interface SignedInAccount {
  user: User;
  rights: AccessRights;
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
 * `sessionEndMessages.otherDevice` (or `sessionEnded` once signed out). One statement reads the session, the user and
 * their rights as they are now (decision 0044); the session's last use is written at most once a
 * minute.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const claims = await verifyAccessToken(request.server.signingKeys, bearerToken(request));
  const found = await findSignedInSession(request.server.db, claims.sessionId);
  if (!found || found.session.userId !== claims.userId)
    throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  if (found.session.revokedAt) throw endedSessionError(found.session.revokeReason);
  await touchSession(request.server.db, found.session, request.ip);
  request.user = claims;
  request.account = {
    user: found.user,
    rights: accessRightsOf(found.user.roles, found.membership),
  };
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.user;
}

/** The signed-in user and their rights of a route guarded by requireUser. */
export function currentAccount(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.account;
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
    const { user, rights } = currentAccount(request);
    const { scopes } = rights;
    if (!allowed.some((scope) => scopes.includes(scope))) {
      throw new AppError('FORBIDDEN', 'You do not have access to this.');
    }
    request.user = { ...claims, roles: user.roles, scopes };
  };
}
