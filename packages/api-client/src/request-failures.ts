import { ApiError, readErrorEnvelope, toApiError } from './api-error';
import type { HttpResponse } from './http-service';

/**
 * The failures of a request, worded as the apps have always shown them (the texts browsers got
 * from axios): the server's envelope message or 'Request failed with status code N',
 * 'timeout of Nms exceeded', 'Network Error', 'Request aborted', and 'canceled'.
 */

/** An answer outside 2xx: the envelope's message, code and field errors when it has them. */
export function failedResponse(response: HttpResponse): ApiError {
  const envelope = readErrorEnvelope(response.data);
  return new ApiError(envelope?.message ?? `Request failed with status code ${response.status}`, {
    status: response.status,
    code: envelope?.code,
    data: response.data,
    fieldErrors: envelope?.fieldErrors,
  });
}

/** The caller aborted the request through its signal; not worth showing to anyone. */
export function canceledRequest(): ApiError {
  return new ApiError('canceled', { isCanceled: true, code: 'ERR_CANCELED' });
}

export function timedOutRequest(timeoutMs: number): ApiError {
  return new ApiError(`timeout of ${timeoutMs}ms exceeded`, { code: 'ECONNABORTED' });
}

/**
 * What fetch threw, neither cancelled nor timed out: a TypeError is a failed connection ('Network
 * Error'); an AbortError is the browser giving up on its own (leaving the page: 'Request aborted').
 */
export function failedTransport(error: unknown): ApiError {
  if (error instanceof TypeError) {
    return new ApiError('Network Error', { code: 'ERR_NETWORK', cause: error });
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new ApiError('Request aborted', { code: 'ECONNABORTED', cause: error });
  }
  return toApiError(error);
}
