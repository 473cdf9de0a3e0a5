import type { FastifyInstance } from 'fastify';
import { resolveAccessRights } from '../modules/auth/access-rights';
import { issueAccessTokenFor } from '../modules/auth/issue-tokens';
import { startSession } from '../modules/auth/start-session';
import { upsertUserFromIdentity } from '../modules/users/user-repository';

/** Signs a user in on a device without the browser flow (which sign-in.db.test.ts covers). */
export async function signInTestUser(
  app: FastifyInstance,
  input: { email: string; name?: string; roles?: string[]; device?: string },
) {
  const { user } = await upsertUserFromIdentity(
    app.db,
    {
      email: input.email,
      name: input.name ?? input.email.split('@')[0] ?? 'Tester',
      avatarUrl: null,
    },
    input.roles ?? [],
  );
  const rights = await resolveAccessRights(app.db, user.id, user.roles);
  const { session, refreshToken } = await startSession(app.db, {
    userId: user.id,
    device: {
      deviceId: input.device ?? 'test-device',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
      ipAddress: '127.0.0.1',
    },
    deviceLimit: rights.deviceLimit,
    isExempt: rights.isStaff,
    ttlDays: 30,
  });
  const accessToken = await issueAccessTokenFor(app, user, session.id);
  return {
    user,
    session,
    accessToken,
    refreshToken,
    auth: { authorization: `Bearer ${accessToken}` },
  };
}
