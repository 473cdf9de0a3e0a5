import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FakeState } from './fake-state';
import { paypalId, timestamp } from './ids';
import type { Reply } from './types';

/** How long an access token lives, in seconds (PayPal's usual nine hours). */
const TOKEN_SECONDS = 32_400;
const SCOPE =
  'https://uri.paypal.com/services/payments/refund https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** client_id and client_secret of an `Authorization: Basic` header. */
function basicCredentials(header: string | undefined): [string, string] | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/**
 * POST /v1/oauth2/token with the REST app's credentials (Basic) and grant_type=client_credentials:
 * an access token, as PayPal issues it; 401 invalid_client for wrong credentials.
 */
export function issueToken(
  fake: FakeState,
  authorization: string | undefined,
  form: string,
): Reply {
  const credentials = basicCredentials(authorization);
  const { clientId, clientSecret } = fake.config;
  if (
    !credentials ||
    !sameSecret(credentials[0], clientId) ||
    !sameSecret(credentials[1], clientSecret)
  ) {
    return {
      kind: 'json',
      status: 401,
      body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
    };
  }
  const grantType = new URLSearchParams(form).get('grant_type');
  if (grantType !== 'client_credentials') {
    const description = grantType ? 'Grant Type is not supported' : 'Grant Type is NULL';
    return {
      kind: 'json',
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: description },
    };
  }
  const token = `A21AA${randomBytes(64).toString('base64url')}`;
  fake.tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
  return {
    kind: 'json',
    status: 200,
    body: {
      scope: SCOPE,
      access_token: token,
      token_type: 'Bearer',
      app_id: `APP-${paypalId()}`,
      expires_in: TOKEN_SECONDS,
      nonce: `${timestamp()}${randomBytes(16).toString('base64url')}`,
    },
  };
}

/** The 401 PayPal answers a call without a valid, unexpired bearer token; undefined when valid. */
export function bearerRefusal(
  fake: FakeState,
  authorization: string | undefined,
): Reply | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) {
    return {
      kind: 'json',
      status: 401,
      body: {
        name: 'AUTHENTICATION_FAILURE',
        message:
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        links: [
          {
            href: 'https://developer.paypal.com/docs/api/overview/#error',
            rel: 'information_link',
          },
        ],
      },
    };
  }
  const expiresAt = fake.tokens.get(token);
  if (expiresAt !== undefined && expiresAt > Date.now()) return undefined;
  return {
    kind: 'json',
    status: 401,
    body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
  };
}
