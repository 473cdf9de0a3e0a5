import { databaseFailureOf, type DatabaseFailure } from '@postradar/db';

const messages: Record<DatabaseFailure, string> = {
  'statement-timeout': 'The search took too long. Narrow it down and try again.',
  unreachable: 'The database cannot be reached right now. Please try again in a moment.',
};

/**
 * What a client is told, with a 503, when a request failed because of the database rather than
 * the request: a statement stopped by the statement timeout (decision 0036), or a database out of
 * reach (decision 0037). Undefined for any other failure.
 */
export function databaseOutageMessage(error: unknown): string | undefined {
  const failure = databaseFailureOf(error);
  return failure && messages[failure];
}
