import * as oidc from 'openid-client';

export interface IdentityProviderClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /**
   * The issuer recorded with the identities it verifies (decision 0031): the provider's own, or a
   * fixed name for the development provider, whose URL changes with the port.
   */
  accountIssuer: string;
  /** Only for an issuer on this machine (the development provider, a local test provider). */
  allowHttp: boolean;
  /** Google's `select_account` lets a user with several accounts pick one. */
  prompt?: string;
}

export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who signed in, as the provider's ID token (or userinfo) says. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  /** Lower case; empty when the provider gave none. */
  email: string;
  /** Only an explicit `email_verified: true` counts: a missing claim is not a verification. */
  isEmailVerified: boolean;
  name: string;
  avatarUrl: string | null;
}

/**
 * The relying-party side of sign-in (authorization code flow with PKCE, state and nonce). The
 * issuer's metadata is discovered on first use and kept; a failed discovery is retried next time.
 */
export function createIdentityProviderClient(options: IdentityProviderClientOptions) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        execute: options.allowHttp ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async startAuthorization(): Promise<AuthorizationStart> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(options.prompt ? { prompt: options.prompt } : {}),
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /**
     * Exchanges the code and checks state, nonce, PKCE and the ID token; returns who signed in.
     * Whether that identity may sign in is the caller's decision (link-account.ts).
     */
    async finishAuthorization(
      callbackUrl: URL,
      expected: { state: string; nonce: string; codeVerifier: string },
    ): Promise<VerifiedIdentity> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The identity provider returned no ID token.');
      // Providers that keep profile claims out of the ID token serve them at userinfo.
      const claims: Record<string, unknown> =
        typeof idClaims.email === 'string'
          ? idClaims
          : await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      const name =
        typeof claims.name === 'string' && claims.name.trim()
          ? claims.name.trim()
          : (email.split('@')[0] ?? email);
      const avatarUrl = typeof claims.picture === 'string' ? claims.picture : null;
      return {
        issuer: options.accountIssuer,
        subject: idClaims.sub,
        email,
        isEmailVerified: claims.email_verified === true,
        name,
        avatarUrl,
      };
    },
  };
}

export type IdentityProviderClient = ReturnType<typeof createIdentityProviderClient>;
