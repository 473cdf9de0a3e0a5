import { exportJWK, generateKeyPair } from 'jose';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './dev-sign-in';
import { grantImpliedConsent } from '../modules/auth/dev-identity-provider/register-dev-identity-provider';

/** The claims the test provider asserts for the next sign-in. */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A standalone OpenID provider on a loopback port, configured as the app's OIDC_ISSUER in sign-in
 * tests: it signs in at once whichever account the test chose with `nextSignIn`, with exactly the
 * claims given (so a test can leave `email_verified` out, or make two issuers assert one e-mail).
 */
export async function startTestIdentityProvider(redirectUri: string) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const client = { clientId: 'postradar-test', clientSecret: 'test-secret-of-the-test-provider' };
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | undefined;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => ({ ...account }) };
    },
    loadExistingGrant: grantImpliedConsent,
  });
  const handleProvider = provider.callback();
  const server = createServer((request, response) => {
    if (!request.url?.startsWith('/interaction/')) return void handleProvider(request, response);
    if (!next) throw new Error('call nextSignIn() before signing in');
    accounts.set(next.sub, next);
    void provider.interactionFinished(
      request,
      response,
      { login: { accountId: next.sub } },
      { mergeWithLastSubmission: false },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    environment: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: client.clientId,
      OIDC_CLIENT_SECRET: client.clientSecret,
    },
    issuer,
    /** The account the next sign-in at this provider signs in as. */
    nextSignIn(account: TestAccount) {
      next = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
