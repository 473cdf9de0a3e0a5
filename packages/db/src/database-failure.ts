/**
 * Why a query failed, when the database rather than the query is the cause: a statement stopped
 * by the statement timeout (decision 0036), or a database that could not be reached, broke the
 * connection or refuses new work for now (decision 0037).
 */
export type DatabaseFailure = 'statement-timeout' | 'unreachable';

/** SQLSTATE query_canceled: the statement timeout (or an administrator) stopped the statement. */
const QUERY_CANCELED = '57014';

/** Network errors of Node's sockets while connecting or talking to the server. */
const networkErrors = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server shutting down, starting up or out of connections. */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * What pg, pg-pool and PGlite say, with no code, when a connection could not be had (the connect
 * timeout, or every connection busy for as long), broke, or was closed.
 */
const brokenConnection =
  /^(timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Client was closed|Query read timeout|PGlite is closed)/;

function failureOf(error: Error): DatabaseFailure | undefined {
  // Connecting to a host name of several addresses fails with one error per address.
  if (error instanceof AggregateError) return error.errors.map(databaseFailureOf).find(Boolean);
  const code = (error as { code?: unknown }).code;
  if (code === QUERY_CANCELED) return 'statement-timeout';
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    const isUnreachable =
      networkErrors.has(code) || unavailableStates.has(code) || code.startsWith('08');
    return isUnreachable ? 'unreachable' : undefined;
  }
  // A message is only trusted from the driver's own errors: a query's error may quote its text.
  if (error.cause === undefined && brokenConnection.test(error.message)) return 'unreachable';
  return undefined;
}

/** The database failure behind `error` (Drizzle wraps the driver's error as its cause), if any. */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const failure = failureOf(current);
    if (failure) return failure;
    current = current.cause;
  }
  return undefined;
}
