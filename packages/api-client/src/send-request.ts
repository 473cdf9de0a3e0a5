import type { HttpRequest, HttpResponse, HttpServiceDefaults } from './http-service';
import { toQueryString } from './query-string';
import { canceledRequest, failedTransport, timedOutRequest } from './request-failures';

/** The service's base URL and the request's path, with one slash between them, and its query. */
function addressOf(baseURL: string, { url, params }: HttpRequest): string {
  const address = url ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : baseURL;
  const query = params ? toQueryString(params) : '';
  if (!query) return address;
  return `${address}${address.includes('?') ? '&' : '?'}${query}`;
}

/** The body as JSON when it parses, else its text ('' when there is none). */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends one request with fetch and resolves with the server's answer, whatever its status.
 * Rejects with an ApiError when there is no answer: the caller's signal aborted it ('canceled'),
 * the timeout passed, or the connection failed. The timeout covers reading the body too.
 */
export async function sendRequest(
  defaults: HttpServiceDefaults,
  request: HttpRequest,
  requestHeaders: Headers,
): Promise<HttpResponse> {
  const { signal } = request;
  if (signal?.aborted) throw canceledRequest();

  // One controller aborts fetch for both reasons, remembering which it was.
  const controller = new AbortController();
  let abortReason: 'canceled' | 'timeout' | undefined;
  const abort = (reason: 'canceled' | 'timeout') => {
    abortReason = reason;
    controller.abort();
  };
  const cancel = () => abort('canceled');
  signal?.addEventListener('abort', cancel, { once: true });
  const { timeout } = defaults;
  const timer = timeout > 0 ? setTimeout(() => abort('timeout'), timeout) : undefined;

  const hasBody = request.data !== undefined;
  const headers = new Headers(requestHeaders);
  headers.set('accept', 'application/json');
  if (hasBody) headers.set('content-type', 'application/json');
  // Called unbound: browsers refuse a fetch called on any object but the window.
  const fetchOnce = defaults.fetch ?? fetch;
  try {
    const response = await fetchOnce(addressOf(defaults.baseURL, request), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.data) : undefined,
      signal: controller.signal,
    });
    return {
      data: parseBody(await response.text()),
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      config: request,
    };
  } catch (error) {
    if (abortReason === 'canceled') throw canceledRequest();
    if (abortReason === 'timeout') throw timedOutRequest(timeout);
    throw failedTransport(error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
