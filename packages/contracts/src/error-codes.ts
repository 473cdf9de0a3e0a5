/** Machine-readable error codes carried in the error envelope, with the HTTP status each maps to. */
export const errorCodes = {
  /** A field of the request broke a rule; the message names it. */
  VALIDATION_FAILED: 400,
  /** The request could not be read at all: malformed JSON, a broken URL, a bad HTTP message. */
  MALFORMED_REQUEST: 400,
  /** A coupon that cannot be used here; the message says why. */
  COUPON_INVALID: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  /** No active plan (or trial) for a research call: the screen shows the upgrade prompt. */
  MEMBERSHIP_REQUIRED: 402,
  /** A trial's searches of the day, or its result pages, are used up. */
  TRIAL_LIMIT_REACHED: 402,
  /** The provider refused the payment (a declined card); the message is the provider's. */
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  REQUEST_TIMEOUT: 408,
  /** The name is already used by another of the user's items ('This name already exists'). */
  CONFLICT: 409,
  /** One user's collection is full (docs/product.md, Collections); the message names the limit. */
  LIMIT_REACHED: 409,
  /** The plan cannot be bought now (not on sale, the trial already used): choose another. */
  PLAN_UNAVAILABLE: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** This way to pay has no provider account configured. */
  PAYMENT_NOT_CONFIGURED: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

const errorCodeList = Object.keys(errorCodes) as ErrorCode[];

/**
 * The code of a failure known only by its HTTP status (from Fastify, a plugin or Node's HTTP
 * parser): the first code listed for the status, but MALFORMED_REQUEST for a 400, which names no
 * field. A status with no code of its own gets the generic one of its class, and the response
 * then carries that code's status.
 */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 400) return 'MALFORMED_REQUEST';
  const listed = errorCodeList.find((code) => errorCodes[code] === status);
  return listed ?? (status >= 400 && status < 500 ? 'MALFORMED_REQUEST' : 'INTERNAL');
}
