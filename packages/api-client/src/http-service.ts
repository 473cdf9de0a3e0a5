import type { HttpMethod } from '@postradar/contracts';
import type { QueryParams } from './query-string';

export interface RequestConfig {
  /** The query, appended to the address (see toQueryString). */
  params?: QueryParams;
  /** Headers besides the session's; a header the session has too is sent with the session's value. */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** The body, sent as JSON (`post` and `put` take it as their second argument). */
  data?: unknown;
}

/** A request on one service: `url` is its path after the service's base URL. */
export interface HttpRequest extends RequestConfig {
  method: HttpMethod;
  url: string;
}

export interface HttpResponse<T = unknown> {
  /** The body: parsed when it is JSON, else its text ('' when there is none). */
  data: T;
  status: number;
  statusText: string;
  headers: Headers;
  /** The request this answers (errors name its method and path). */
  config: HttpRequest;
}

export interface HttpServiceDefaults {
  readonly baseURL: string;
  /** Milliseconds before a request gives up; 0 waits for ever. */
  timeout: number;
  /** The fetch requests go through; the platform's when missing (unit tests put a fake here). */
  fetch?: typeof fetch;
}

/**
 * One API service. The methods resolve with the response of a 2xx answer and reject with an
 * ApiError otherwise. `R` is the answer as the caller reads it, `HttpResponse<T>` unless it says.
 */
export interface HttpService {
  readonly defaults: HttpServiceDefaults;
  get<T = unknown, R = HttpResponse<T>>(url: string, config?: RequestConfig): Promise<R>;
  delete<T = unknown, R = HttpResponse<T>>(url: string, config?: RequestConfig): Promise<R>;
  post<T = unknown, R = HttpResponse<T>>(
    url: string,
    data?: unknown,
    config?: RequestConfig,
  ): Promise<R>;
  put<T = unknown, R = HttpResponse<T>>(
    url: string,
    data?: unknown,
    config?: RequestConfig,
  ): Promise<R>;
}

/** A service whose methods all go through `send`. */
export function createHttpService(
  defaults: HttpServiceDefaults,
  send: (request: HttpRequest) => Promise<HttpResponse>,
): HttpService {
  const request = <R>(method: HttpMethod, url: string, config: RequestConfig = {}) =>
    send({ ...config, method, url }) as Promise<R>;
  return {
    defaults,
    get: (url, config) => request('GET', url, config),
    delete: (url, config) => request('DELETE', url, config),
    post: (url, data, config) => request('POST', url, { ...config, data }),
    put: (url, data, config) => request('PUT', url, { ...config, data }),
  };
}
