import { sessionEndMessages, type SessionEndReason } from '@postradar/contracts';
import type { TFunction } from 'i18next';

/** The catalogue's reason for each of the API's messages. */
const reasonOfMessage: ReadonlyMap<string, SessionEndReason> = new Map(
  Object.entries(sessionEndMessages).map(([reason, message]) => [
    message,
    reason as SessionEndReason,
  ]),
);

/**
 * Why a session was ended, in the user's language: the API's reason when it is one of those it
 * gives (docs/product.md, Sign-in), otherwise its message as it came.
 */
export function sessionEndReason(message: string, t: TFunction): string {
  const reason = reasonOfMessage.get(message);
  return reason ? t(`auth.login.sessionEnded.reasons.${reason}`) : message;
}
