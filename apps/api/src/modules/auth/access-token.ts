import { sessionEndMessages } from '@postradar/contracts';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { AppError } from '../../lib/app-error';
import { signingAlgorithm, type SigningKeys } from './signing-keys';

export const accessTokenIssuer = 'postradar';
export const accessTokenAudience = 'postradar-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  roles: string[];
  scopes: string[];
}

export async function issueAccessToken(
  keys: SigningKeys,
  claims: AccessClaims,
  ttlSeconds: number,
) {
  const { kid, privateKey } = await keys.signer();
  return new SignJWT({ sid: claims.sessionId, roles: claims.roles, scopes: claims.scopes })
    .setProtectedHeader({ alg: signingAlgorithm, kid, typ: 'at+jwt' })
    .setSubject(claims.userId)
    .setIssuer(accessTokenIssuer)
    .setAudience(accessTokenAudience)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(privateKey);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** A token whose signature and claims were checked, kept so that it is not checked again. */
interface VerifiedToken {
  claims: AccessClaims;
  kid: string;
  /** The token's exp: seconds since the epoch. */
  expiresAt: number;
}

/**
 * How many verified tokens each instance remembers (a few MB): about one per user active within
 * an access token's lifetime. Past it, the oldest is forgotten and verified again when it comes.
 */
const verifiedTokenLimit = 10_000;
const verifiedTokens = new WeakMap<SigningKeys, Map<string, VerifiedToken>>();

function verifiedTokensOf(keys: SigningKeys) {
  let tokens = verifiedTokens.get(keys);
  if (!tokens) verifiedTokens.set(keys, (tokens = new Map()));
  return tokens;
}

function remember(tokens: Map<string, VerifiedToken>, token: string, verified: VerifiedToken) {
  if (tokens.size >= verifiedTokenLimit) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, verified);
}

/**
 * Checks signature (only our algorithm, only a known kid that has not retired), type, issuer,
 * audience and expiry.
 * An expired token gives TOKEN_EXPIRED so the client refreshes; anything else UNAUTHENTICATED.
 * The signature of a token is checked once: the same token again costs a look-up, its expiry and
 * its key's retirement still checked on every call.
 */
export async function verifyAccessToken(keys: SigningKeys, token: string): Promise<AccessClaims> {
  const tokens = verifiedTokensOf(keys);
  const known = tokens.get(token);
  if (known && (await keys.verifier(known.kid))) {
    if (known.expiresAt <= Math.floor(Date.now() / 1000)) {
      throw new AppError('TOKEN_EXPIRED', sessionEndMessages.tokenExpired);
    }
    return known.claims;
  }
  tokens.delete(token);
  let payload: JWTPayload;
  let kid: string | undefined;
  try {
    ({
      payload,
      protectedHeader: { kid },
    } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await keys.verifier(header.kid) : undefined;
        if (!key) throw new AppError('UNAUTHENTICATED', 'Invalid access token.');
        return key;
      },
      {
        algorithms: [signingAlgorithm],
        issuer: accessTokenIssuer,
        audience: accessTokenAudience,
        typ: 'at+jwt',
      },
    ));
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new AppError('TOKEN_EXPIRED', sessionEndMessages.tokenExpired);
    throw new AppError('UNAUTHENTICATED', 'Invalid access token.');
  }
  const { sub, sid, roles, scopes, exp } = payload;
  if (
    typeof sub !== 'string' ||
    typeof sid !== 'string' ||
    !isStringList(roles) ||
    !isStringList(scopes) ||
    typeof exp !== 'number' ||
    !kid
  ) {
    throw new AppError('UNAUTHENTICATED', 'Invalid access token.');
  }
  const claims = { userId: sub, sessionId: sid, roles, scopes };
  remember(tokens, token, { claims, kid, expiresAt: exp });
  return claims;
}
