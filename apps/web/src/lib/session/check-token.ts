import { sessionEndMessages } from '@postradar/contracts';
import { decodeJwtPayload } from './decode-jwt-payload';

/** Thrown by checkToken for a token whose expiry has passed. */
export class TokenExpiredError extends Error {
  readonly code = 'TOKEN_EXPIRED';

  constructor() {
    super(sessionEndMessages.tokenExpired);
    this.name = 'TokenExpiredError';
  }
}

/**
 * The token check before use: no token gives false; a token whose `exp` (seconds) is in the past
 * throws a TokenExpiredError; otherwise the token itself is returned. A token without a readable
 * `exp` is returned as is: the server is the one that accepts or rejects it.
 */
export function checkToken(
  token: string | null | undefined,
  now: number = Date.now(),
): string | false {
  if (!token) return false;
  const exp = decodeJwtPayload(token)?.exp;
  if (typeof exp === 'number' && exp * 1000 <= now) throw new TokenExpiredError();
  return token;
}
