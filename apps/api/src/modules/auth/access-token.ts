import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { AppError } from '../../lib/app-error';
import { signingAlgorithm, type SigningKeys } from './signing-keys';

export const accessTokenIssuer = 'postradar';
export const accessTokenAudience = 'postradar-api';
export const tokenExpiredMessage = 'Access token was expired.';

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

/**
 * Checks signature (only our algorithm, only a known kid that has not retired), type, issuer,
 * audience and expiry.
 * An expired token gives TOKEN_EXPIRED so the client refreshes; anything else UNAUTHENTICATED.
 */
export async function verifyAccessToken(keys: SigningKeys, token: string): Promise<AccessClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(
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
      throw new AppError('TOKEN_EXPIRED', tokenExpiredMessage);
    throw new AppError('UNAUTHENTICATED', 'Invalid access token.');
  }
  const { sub, sid, roles, scopes } = payload;
  if (
    typeof sub !== 'string' ||
    typeof sid !== 'string' ||
    !isStringList(roles) ||
    !isStringList(scopes)
  ) {
    throw new AppError('UNAUTHENTICATED', 'Invalid access token.');
  }
  return { userId: sub, sessionId: sid, roles, scopes };
}
