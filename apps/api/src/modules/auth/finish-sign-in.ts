import { authCalls, type SignInErrorCode } from '@postradar/contracts';
import { signInRequests } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { applyReferral } from '../users/apply-referral';
import { resolveAccessRights } from './access-rights';
import { recordAuditEvent } from './audit';
import type { IdentityProviderClient } from './identity-provider-client';
import { issueAccessTokenFor } from './issue-tokens';
import { linkAccount } from './link-account';
import { noStore } from './no-store';
import { clearSignInCookie, signInCookie } from './sign-in-cookie';
import { startSession } from './start-session';

/**
 * GET /passport/auth/google/callback: verifies the provider's answer (state bound to this browser,
 * PKCE, nonce, ID token), finds or creates the account of that identity (decision 0031), opens a
 * session for the device and hands the tokens to the web app in the URL fragment, which reaches no
 * server or proxy log.
 */
export const finishSignIn: FastifyPluginAsyncZod<{
  identityProvider: IdentityProviderClient;
}> = async (app, { identityProvider }) => {
  routeCall(app, authCalls.finishSignIn, {
    config: { rateLimit: { max: app.config.rateLimits.signInPerMinute, timeWindow: '1 minute' } },
    onRequest: noStore,
    handler: async (request, reply) => {
      const fail = (code: SignInErrorCode) => {
        clearSignInCookie(reply);
        return reply.redirect(`/login?error=${code}`, 302);
      };
      const { state, error } = request.query;
      if (error) return fail('sign_in_cancelled');
      if (!state || request.cookies[signInCookie] !== state) {
        request.log.warn('sign-in callback: state missing or not bound to this browser');
        return fail('sign_in_failed');
      }
      const [pending] = await app.db
        .delete(signInRequests)
        .where(eq(signInRequests.state, state))
        .returning();
      if (!pending || pending.expiresAt <= new Date()) return fail('sign_in_expired');

      let identity;
      try {
        identity = await identityProvider.finishAuthorization(
          new URL(request.url, app.config.publicUrl),
          pending,
        );
      } catch (cause) {
        request.log.warn(
          { err: cause },
          'sign-in callback: the identity provider answer was refused',
        );
        return fail('sign_in_failed');
      }

      // A development sign-in proves nothing about an e-mail address (decision 0029).
      const isAdminEmail =
        app.config.identityProvider.kind !== 'development' &&
        app.config.adminEmails.includes(identity.email);
      const account = await linkAccount(app.db, identity, isAdminEmail ? ['admin'] : []);
      if (account.isRefused) {
        request.log.warn(`sign-in callback: refused because ${account.reason}`);
        return fail('sign_in_failed');
      }
      const { user, isNew } = account;
      if (isNew && pending.affiliateCode) {
        await applyReferral(app.db, user, pending.affiliateCode).catch((cause: unknown) =>
          request.log.warn({ err: cause }, 'sign-in: the affiliate code could not be applied'),
        );
      }
      const rights = await resolveAccessRights(app.db, user.id, user.roles);
      const device = {
        deviceId: pending.deviceId,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
        ipAddress: request.ip,
      };
      const { session, refreshToken } = await startSession(app.db, {
        userId: user.id,
        device,
        deviceLimit: rights.deviceLimit,
        isExempt: rights.isStaff,
        ttlDays: app.config.refreshTokenTtlDays,
      });
      await recordAuditEvent(app.db, {
        type: 'sign-in',
        userId: user.id,
        ipAddress: request.ip,
        details: { sessionId: session.id, deviceId: device.deviceId, isNew },
      });
      const accessToken = await issueAccessTokenFor(app, user, session.id);
      clearSignInCookie(reply);
      const fragment = new URLSearchParams({
        access_token: accessToken,
        refresh_token: refreshToken,
      });
      return reply.redirect(`/oauth-callback#${fragment}`, 302);
    },
  });
};
