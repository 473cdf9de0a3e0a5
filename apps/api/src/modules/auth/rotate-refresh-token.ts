import { sessionEndMessages } from '@postradar/contracts';
import { refreshTokens, sessions, type Database, type Session } from '@postradar/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from './audit';
import { createOpaqueToken, hashToken } from './opaque-token';
import { findRefreshToken, issueRefreshToken, revokeSession } from './session-repository';
import { sealSuccessor, unsealSuccessor } from './successor-seal';

/** Two tabs refreshing with the same token at the same moment must not sign the user out. */
export const reuseGraceMs = 20_000;

const { otherDevice, sessionEnded, invalidRefreshToken } = sessionEndMessages;

/**
 * The refusal a device gets once its session was ended (signed out, ended from another device,
 * evicted by the device limit, or revoked for refresh-token reuse): HTTP 403, which the clients
 * treat as a forced logout showing the message (docs/product.md, Forced logout).
 */
export function endedSessionError(reason: string | null): AppError {
  return new AppError('FORBIDDEN', reason === 'evicted' ? otherDevice : sessionEnded);
}

/**
 * Exchanges a refresh token for its successor in the same family (RFC 9700 rotation). A session
 * has one chain of tokens: the same token presented again within the grace period gets the same
 * successor (the newest token of the chain), never a second chain; presented later, it is treated
 * as theft and the whole family (the session) is revoked (decision 0030).
 */
export async function rotateRefreshToken(db: Database, token: string, ipAddress: string) {
  const [found] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!found) throw new AppError('UNAUTHENTICATED', invalidRefreshToken);
  const { session } = found;
  if (session.revokedAt) throw endedSessionError(session.revokeReason);
  if (found.token.expiresAt <= new Date() || session.expiresAt <= new Date()) {
    throw new AppError('UNAUTHENTICATED', sessionEnded);
  }

  const refreshToken =
    (found.token.rotatedAt ? undefined : await exchange(db, found.token.id, token, session)) ??
    (await replay(db, token, session, ipAddress));
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), ipAddress })
    .where(eq(sessions.id, session.id));
  return { session, refreshToken };
}

/**
 * Marks the token exchanged and stores its successor in one transaction, so that a concurrent
 * replay finds both or neither. Undefined when another request exchanged it first.
 */
async function exchange(db: Database, tokenId: string, token: string, session: Session) {
  const successor = createOpaqueToken();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date(), successorSealed: sealSuccessor(successor, token) })
      .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (!claimed) return undefined;
    return issueRefreshToken(tx, session.id, session.expiresAt, successor);
  });
}

/**
 * A token presented again: within the grace period, the newest token of its chain (each
 * successor is unsealed with the token before it); later, the session is revoked.
 */
async function replay(db: Database, token: string, session: Session, ipAddress: string) {
  let row = await findRefreshToken(db, token);
  const rotatedAt = row?.rotatedAt?.getTime() ?? 0;
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
  let newest = token;
  while (row?.rotatedAt) {
    const successor = row.successorSealed && unsealSuccessor(row.successorSealed, newest);
    if (!successor) throw new AppError('UNAUTHENTICATED', invalidRefreshToken);
    newest = successor;
    row = await findRefreshToken(db, newest);
  }
  if (!row) throw new AppError('UNAUTHENTICATED', invalidRefreshToken);
  return newest;
}
