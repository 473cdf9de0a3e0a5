import type { TFunction } from 'i18next';

type Reason = 'otherDevice' | 'tokenExpired' | 'sessionEnded' | 'invalidRefreshToken';

/** The API's reasons for ending a session, as it words them, and the catalogue's key of each. */
const knownReasons: Readonly<Record<string, Reason>> = {
  'Your account is being used on another device.': 'otherDevice',
  'Access token was expired.': 'tokenExpired',
  'Your session has ended. Please sign in again.': 'sessionEnded',
  'Invalid refresh token.': 'invalidRefreshToken',
};

/**
 * Why a session was ended, in the user's language: the API's reason when it is one of those it
 * gives (docs/product.md, Sign-in), otherwise its message as it came.
 */
export function sessionEndReason(message: string, t: TFunction): string {
  const reason = knownReasons[message];
  return reason ? t(`auth.login.sessionEnded.reasons.${reason}`) : message;
}
