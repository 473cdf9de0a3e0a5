import { errorEnvelopeSchema, type ErrorEnvelope, type FieldError } from '@postradar/contracts';

export interface ApiErrorDetails {
  /** HTTP status, when the server answered. */
  status?: number;
  /** The envelope's code (TOKEN_EXPIRED, ...) or, without an answer, why (ERR_NETWORK, ...). */
  code?: string;
  /** True when the caller cancelled the request (AbortController); not worth showing to anyone. */
  isCanceled?: boolean;
  /** The response body, when there was one. */
  data?: unknown;
  /** The envelope's fields that broke a rule, each with its code and parameters. */
  fieldErrors?: readonly FieldError[];
  cause?: unknown;
}

/**
 * Every failure of an API call, with the texts the apps show: the server's envelope message,
 * else 'Request failed with status code N', 'timeout of 30000ms exceeded', 'Network Error',
 * 'Request aborted' (request-failures.ts).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly isCanceled: boolean;
  readonly data: unknown;
  /**
   * Each field of a VALIDATION_FAILED request with a code the apps translate
   * (`{ field: 'settings.phone', code: 'invalid_phone' }`); empty for any other failure.
   */
  readonly fieldErrors: readonly FieldError[];

  constructor(message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.isCanceled = details.isCanceled ?? false;
    this.data = details.data;
    this.fieldErrors = details.fieldErrors ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The `{ success: false, message, code?, fieldErrors? }` body of a failed response, if it is one. */
export function readErrorEnvelope(body: unknown): ErrorEnvelope | undefined {
  const parsed = errorEnvelopeSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/** Passes an ApiError through and wraps anything else thrown, keeping its message. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(error instanceof Error ? error.message : String(error), { cause: error });
}
