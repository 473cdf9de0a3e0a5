import { refreshTokens, sessions, type Database, type Session } from '@postradar/db';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { createOpaqueToken, hashToken } from './opaque-token';

export type RevokeReason = 'logout' | 'evicted' | 'reuse' | 'ended' | 'replaced';

export async function findSession(db: Database, sessionId: string): Promise<Session | undefined> {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return session;
}

export function listActiveSessions(db: Database, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Active sessions, oldest use first: the ones to end when a user is over the device limit. */
export function listActiveSessionsOldestFirst(db: Database, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(sessions.lastSeenAt), asc(sessions.createdAt));
}

export async function revokeSession(db: Database, sessionId: string, reason: RevokeReason) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Records that the session was used now; at most once a minute to spare writes. */
export async function touchSession(db: Database, session: Session, ipAddress: string) {
  if (Date.now() - session.lastSeenAt.getTime() < 60_000 && session.ipAddress === ipAddress) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), ipAddress })
    .where(eq(sessions.id, session.id));
}

/** Issues a new refresh token in the session's family; returns the token itself (never stored). */
export async function issueRefreshToken(
  db: Database,
  sessionId: string,
  expiresAt: Date,
  token = createOpaqueToken(),
) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(token), expiresAt });
  return token;
}

export async function findRefreshToken(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row;
}
