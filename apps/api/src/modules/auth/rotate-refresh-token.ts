import { refreshTokens, sessions, type Database } from '@postradar/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from './audit';
import { hashToken } from './opaque-token';
import { issueRefreshToken, revokeSession } from './session-repository';

/** Two tabs refreshing with the same token at the same moment must not sign the user out. */
export const reuseGraceMs = 20_000;

export const otherDeviceMessage = 'Your account is being used on another device.';
const sessionEndedMessage = 'Your session has ended. Please sign in again.';

/**
 * The refusal a device gets once its session was ended (signed out, ended from another device,
 * evicted by the device limit, or revoked for refresh-token reuse): HTTP 403, which the clients
 * treat as a forced logout showing the message (SPEC section 8).
 */
export function endedSessionError(reason: string | null): AppError {
  return new AppError('FORBIDDEN', reason === 'evicted' ? otherDeviceMessage : sessionEndedMessage);
}

/**
 * Exchanges a refresh token for a new one in the same family (RFC 9700 rotation). Presenting a
 * token that was already exchanged, after the grace period, is treated as theft: the whole family
 * (the session) is revoked.
 */
export async function rotateRefreshToken(db: Database, token: string, ipAddress: string) {
  const [found] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!found) throw new AppError('UNAUTHENTICATED', 'Invalid refresh token.');
  const { session } = found;
  if (session.revokedAt) throw endedSessionError(session.revokeReason);
  if (found.token.expiresAt <= new Date() || session.expiresAt <= new Date()) {
    throw new AppError('UNAUTHENTICATED', sessionEndedMessage);
  }

  const [claimed] = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.id, found.token.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (!claimed) {
    const [current] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.id, found.token.id));
    const rotatedAt = current?.rotatedAt?.getTime() ?? 0;
    if (Date.now() - rotatedAt > reuseGraceMs) {
      await revokeSession(db, session.id, 'reuse');
      await recordAuditEvent(db, {
        type: 'refresh-token-reuse',
        userId: session.userId,
        ipAddress,
        details: { sessionId: session.id },
      });
      throw endedSessionError('reuse');
    }
  }
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), ipAddress })
    .where(eq(sessions.id, session.id));
  const refreshToken = await issueRefreshToken(db, session.id, session.expiresAt);
  return { session, refreshToken };
}
