import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import { randomBytes } from 'node:crypto';
import Provider, { type Configuration } from 'oidc-provider';
import { decodeDevAccount, encodeDevAccount, readDevSignInForm } from './dev-accounts';
import { errorPage, signInPage } from './dev-pages';

export const devProviderPath = '/dev-oidc';

/** The issuer recorded with development identities: the same whatever port the app runs on. */
export const developmentIssuer = 'postradar:development-identity-provider';

export interface DevProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * oidc-provider's `loadExistingGrant` for a provider whose only client is PostRadar: consent to
 * the sign-in scopes is implied, as with a first-party login.
 */
export const grantImpliedConsent: NonNullable<Configuration['loadExistingGrant']> = async (ctx) => {
  const accountId = ctx.oidc.session?.accountId;
  const clientId = ctx.oidc.client?.clientId;
  if (!accountId || !clientId) return undefined;
  const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
};

async function createProvider(issuer: string, client: DevProviderClient, redirectUri: string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'dev', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    pkce: { required: () => true },
    // Put the e-mail and name in the ID token, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => `${devProviderPath}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx, id) => {
      const account = decodeDevAccount(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email: account.email, email_verified: true, name: account.name }),
      };
    },
    loadExistingGrant: grantImpliedConsent,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error ?? 'Unknown error'));
    },
  };
  return new Provider(issuer, configuration);
}

/**
 * Mounts an OpenID Connect provider at /dev-oidc for development and tests, with a sign-in page
 * where a tester types an e-mail and a name. The configuration check allows it only where no
 * other machine reaches the app, or with DEV_IDENTITY_PROVIDER_UNSAFE=true, never in production
 * (decision 0029).
 */
export async function registerDevIdentityProvider(
  app: FastifyInstance,
  options: { client: DevProviderClient; redirectUri: string },
) {
  const provider = await createProvider(options.client.issuer, options.client, options.redirectUri);
  const handleProvider = provider.callback();

  await app.register(async (scope) => {
    // The provider reads its own request bodies: leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // As Express does when mounting: the provider derives its mount path from originalUrl.
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(devProviderPath.length) || '/';
      handleProvider(request.raw, reply.raw);
    };
    scope.all(`${devProviderPath}/*`, forward);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const interactionPath = `${devProviderPath}/interaction/:uid`;

    scope.get(interactionPath, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return reply
        .type('text/html')
        .send(signInPage({ action: `${devProviderPath}/interaction/${details.uid}` }));
    });

    scope.post(interactionPath, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const form = readDevSignInForm(request.body);
      if ('error' in form) {
        const body = (request.body ?? {}) as Record<string, string>;
        return reply
          .status(400)
          .type('text/html')
          .send(
            signInPage({
              action: `${devProviderPath}/interaction/${details.uid}`,
              ...body,
              error: form.error,
            }),
          );
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: encodeDevAccount(form.account) } },
        { mergeWithLastSubmission: false },
      );
    });
  });
}
