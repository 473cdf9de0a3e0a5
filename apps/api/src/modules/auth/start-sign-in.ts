import { authCalls, callPath } from '@postradar/contracts';
import { signInRequests } from '@postradar/db';
import { lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { routeCall } from '../../lib/route-call';
import { readAffiliateParam } from './affiliate-param';
import type { IdentityProviderClient } from './identity-provider-client';
import { setSignInCookie } from './sign-in-cookie';

const signInLifetimeMs = 10 * 60_000;

/**
 * GET /passport/auth/google: starts the authorization-code flow at the identity provider. The
 * sign-in cookie must be set on the host name the provider returns to (PUBLIC_URL's): a browser
 * that came by another name (127.0.0.1 for localhost) is first sent to the same call there.
 */
export const startSignIn: FastifyPluginAsyncZod<{
  identityProvider: IdentityProviderClient;
}> = async (app, { identityProvider }) => {
  const publicHostname = new URL(app.config.publicUrl).hostname.toLowerCase();
  routeCall(app, authCalls.startSignIn, {
    config: { rateLimit: { max: app.config.rateLimits.signInPerMinute, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      if (request.hostname.toLowerCase() !== publicHostname) {
        return reply.redirect(`${app.config.publicUrl}${request.url}`, 302);
      }
      const start = await identityProvider.startAuthorization();
      await app.db.delete(signInRequests).where(lt(signInRequests.expiresAt, new Date()));
      await app.db.insert(signInRequests).values({
        state: start.state,
        codeVerifier: start.codeVerifier,
        nonce: start.nonce,
        deviceId: request.query.device ?? randomUUID(),
        affiliateCode: readAffiliateParam(request.query.affiliate),
        expiresAt: new Date(Date.now() + signInLifetimeMs),
      });
      setSignInCookie(reply, start.state, app.config.publicUrl.startsWith('https://'));
      return reply.redirect(start.url, 302);
    },
  });
};

export const signInCallbackUrl = (publicUrl: string) =>
  `${publicUrl}${callPath(authCalls.finishSignIn)}`;
