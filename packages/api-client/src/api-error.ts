import { AxiosError, isAxiosError, isCancel } from 'axios';
import { errorEnvelopeSchema, type ErrorEnvelope, type FieldError } from '@postradar/contracts';

export interface ApiErrorDetails {
  /** HTTP status, when the server answered. */
  status?: number;
  /** The envelope's code (TOKEN_EXPIRED, ...) or, without a response, axios's code (ERR_NETWORK, ...). */
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
 * or axios's own 'Request failed with status code N', 'timeout of 30000ms exceeded',
 * 'Network Error', 'Request aborted'.
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

/**
 * Turns whatever a request threw into an ApiError. The texts are those the browser adapter of axios
 * produces; they are rebuilt from the error code so that every adapter (XHR, fetch, Node's http)
 * reports the same catalogue, e.g. a refused connection is 'Network Error' everywhere.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) {
    return new ApiError(error.message || 'canceled', {
      isCanceled: true,
      code: AxiosError.ERR_CANCELED,
      cause: error,
    });
  }
  if (!isAxiosError(error)) {
    return new ApiError(error instanceof Error ? error.message : String(error), { cause: error });
  }

  const { response, config } = error;
  if (response) {
    const envelope = readErrorEnvelope(response.data);
    return new ApiError(envelope?.message ?? `Request failed with status code ${response.status}`, {
      status: response.status,
      code: envelope?.code ?? error.code,
      data: response.data,
      fieldErrors: envelope?.fieldErrors,
      cause: error,
    });
  }

  const isTimeout =
    error.code === AxiosError.ETIMEDOUT ||
    (error.code === AxiosError.ECONNABORTED && /timeout/i.test(error.message));
  if (isTimeout) {
    const message =
      config?.timeoutErrorMessage ??
      (config?.timeout ? `timeout of ${config.timeout}ms exceeded` : 'timeout exceeded');
    return new ApiError(message, { code: error.code, cause: error });
  }
  if (error.code === AxiosError.ECONNABORTED) {
    return new ApiError('Request aborted', { code: error.code, cause: error });
  }
  return new ApiError('Network Error', { code: AxiosError.ERR_NETWORK, cause: error });
}
