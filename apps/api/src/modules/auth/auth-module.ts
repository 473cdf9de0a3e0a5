import { routePrefixes } from '@postradar/contracts';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { isLoopbackHost } from '../../config';
import {
  developmentIssuer,
  devProviderPath,
  registerDevIdentityProvider,
} from './dev-identity-provider/register-dev-identity-provider';
import { createAdminHandoff } from './create-admin-handoff';
import { endSession } from './end-session';
import { finishSignIn } from './finish-sign-in';
import { heartbeat } from './heartbeat';
import { createIdentityProviderClient } from './identity-provider-client';
import { listSessions } from './list-sessions';
import { refreshAccessToken } from './refresh-access-token';
import { signInCallbackUrl, startSignIn } from './start-sign-in';
import { signOut } from './sign-out';
import { loadSigningKeys } from './signing-keys';

/** The identity provider of the configuration; the development one is mounted in this app. */
async function identityProviderFor(app: FastifyInstance) {
  const { config } = app;
  const redirectUri = signInCallbackUrl(config.publicUrl);
  const provider = config.identityProvider;
  if (provider.kind !== 'development') {
    const prompt = provider.kind === 'google' ? 'select_account' : undefined;
    return createIdentityProviderClient({
      ...provider,
      redirectUri,
      accountIssuer: provider.issuer,
      allowHttp: isLoopbackHost(new URL(provider.issuer).hostname),
      prompt,
    });
  }
  if (!provider.isLocalOnly) {
    app.log.warn(
      'DEV_IDENTITY_PROVIDER_UNSAFE=true: anyone who reaches this app can sign in as anyone',
    );
  }
  if (config.adminEmails.length > 0) {
    app.log.warn(
      'ADMIN_EMAILS is ignored with the development identity provider: grant roles with npm run users',
    );
  }
  const client = {
    issuer: `${config.publicUrl}${devProviderPath}`,
    clientId: 'postradar-development',
    clientSecret: randomBytes(24).toString('hex'),
  };
  await registerDevIdentityProvider(app, { client, redirectUri });
  return createIdentityProviderClient({
    ...client,
    redirectUri,
    accountIssuer: developmentIssuer,
    allowHttp: true,
  });
}

/** Sign-in (/passport), tokens, heartbeat and sign-out (/authentication), the user's sessions (/api). */
export async function authModule(app: FastifyInstance) {
  app.decorate('signingKeys', await loadSigningKeys(app.db));
  const identityProvider = await identityProviderFor(app);

  await app.register(
    async (passport) => {
      await passport.register(startSignIn, { identityProvider });
      await passport.register(finishSignIn, { identityProvider });
    },
    { prefix: routePrefixes.passport },
  );
  await app.register(
    async (authentication) => {
      await authentication.register(refreshAccessToken);
      await authentication.register(heartbeat);
      await authentication.register(signOut);
      await authentication.register(createAdminHandoff);
    },
    { prefix: routePrefixes.auth },
  );
  await app.register(
    async (main) => {
      await main.register(listSessions);
      await main.register(endSession);
    },
    { prefix: routePrefixes.main },
  );
}
