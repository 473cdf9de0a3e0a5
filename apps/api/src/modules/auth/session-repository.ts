import { refreshTokens, sessions, users, type Database, type Session } from '@postradar/db';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { decidingMembership } from './access-rights';
import { createOpaqueToken, hashToken } from './opaque-token';

export type RevokeReason = 'logout' | 'evicted' | 'reuse' | 'ended' | 'replaced';

export async function findSession(db: Database, sessionId: string): Promise<Session | undefined> {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return session;
}

function prepareSignedInSessionQuery(db: Database) {
  const membership = decidingMembership(db, users.id, sql.placeholder('now')).as('membership');
  return db
    .select({
      session: sessions,
      user: users,
      membership: {
        isActive: membership.isActive,
        scopes: membership.scopes,
        deviceAtOnce: membership.deviceAtOnce,
        searchesPerDay: membership.searchesPerDay,
        maxResultPage: membership.maxResultPage,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoinLateral(membership, sql`true`)
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('find_signed_in_session');
}

const signedInSessionQueries = new WeakMap<
  Database,
  ReturnType<typeof prepareSignedInSessionQuery>
>();

/**
 * A session with its user and the membership that decides the user's rights, in one read (a
 * statement prepared once per connection): all that a signed-in call needs to know, fresh, so an
 * ended session, a deleted account or a removed role is refused at once.
 */
export async function findSignedInSession(db: Database, sessionId: string) {
  let query = signedInSessionQueries.get(db);
  if (!query) signedInSessionQueries.set(db, (query = prepareSignedInSessionQuery(db)));
  const [row] = await query.execute({ sessionId, now: new Date() });
  return row;
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
