import type { FastifyInstance } from 'fastify';
import { resolveAccessRights } from '../modules/auth/access-rights';
import { issueAccessTokenFor } from '../modules/auth/issue-tokens';
import { linkAccount } from '../modules/auth/link-account';
import { startSession } from '../modules/auth/start-session';
import { grantPlan } from '../modules/billing/grant-plan';

/** The issuer of the identities signInTestUser links accounts to. */
export const testIssuer = 'postradar:test';

/** The plan a test user researches with unless the test says otherwise: every feature. */
export const testUserPlan = 'pod-drs';

/**
 * Signs a user in on a device without the browser flow (which sign-in.db.test.ts covers): the
 * account of a verified identity of the test issuer, with `roles` added, given 30 days of `plan`
 * first (a running pod-drs membership by default; `null` for a user without a membership, who
 * still has the trial).
 */
export async function signInTestUser(
  app: FastifyInstance,
  input: { email: string; name?: string; roles?: string[]; device?: string; plan?: string | null },
) {
  const account = await linkAccount(
    app.db,
    {
      issuer: testIssuer,
      subject: input.email,
      email: input.email,
      isEmailVerified: true,
      name: input.name ?? input.email.split('@')[0] ?? 'Tester',
      avatarUrl: null,
    },
    input.roles ?? [],
  );
  if (account.isRefused) throw new Error(`sign-in refused: ${account.reason}`);
  const { user } = account;
  const plan = input.plan === undefined ? testUserPlan : input.plan;
  if (plan) await grantPlan(app.db, { userId: user.id, plan, days: 30 });
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
