/** The `error` object of a Stripe API error answer, which the SDK turns into its error classes. */
export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  [detail: string]: unknown;
}

/**
 * A failure answered as Stripe answers it: the HTTP status picks the SDK's class (400/404
 * StripeInvalidRequestError, 401 StripeAuthenticationError, 402 StripeCardError).
 */
export class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

/** A 400 invalid_request_error, optionally naming the parameter and a code. */
export function invalidRequest(message: string, param?: string, code?: string): StripeFakeError {
  return new StripeFakeError(400, { type: 'invalid_request_error', message, param, code });
}

/** The 404 Stripe answers for an unknown id. */
export function noSuchObject(kind: string, id: string, param?: string): StripeFakeError {
  return new StripeFakeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

/** A 401 about the API key. */
export function authenticationFailure(message: string): StripeFakeError {
  return new StripeFakeError(401, { type: 'invalid_request_error', message });
}

/** A 402 card_error; `details` carries the payment intent, charge or payment method involved. */
export function cardError(
  failure: { code: string; message: string; declineCode?: string; param?: string },
  details: Record<string, unknown> = {},
): StripeFakeError {
  return new StripeFakeError(402, {
    type: 'card_error',
    code: failure.code,
    decline_code: failure.declineCode,
    message: failure.message,
    param: failure.param,
    doc_url: `https://stripe.com/docs/error-codes/${failure.code.replace(/_/g, '-')}`,
    ...details,
  });
}
