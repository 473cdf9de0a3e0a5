import { authCalls } from '@postradar/contracts';
import { readErrorEnvelope, toApiError } from './api-error';
import {
  resolveBaseUrls,
  services,
  type BaseUrls,
  type Environment,
  type Service,
} from './base-urls';
import { createCallApi, sendCall, type CallApi } from './call-api';
import {
  createHttpService,
  type HttpRequest,
  type HttpResponse,
  type HttpService,
  type HttpServiceDefaults,
} from './http-service';
import { failedResponse } from './request-failures';
import { sendRequest } from './send-request';

/** Sent as `x-app-version` unless the app gives its own; requests give up after 30 seconds. */
export const defaultAppVersion = '1.1.0';
export const defaultTimeoutMs = 30_000;

/** Where the client reads and stores the session (browser storage in the web app). */
export interface ApiSession {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  getDeviceId(): string | null;
  setAccessToken(token: string): void;
  /** Stores the rotated refresh token of a refresh answer (the old one is no longer valid). */
  setRefreshToken(token: string): void;
}

export interface ApiClientOptions {
  environment: Environment;
  /** Sent as `x-app-version`; defaults to 1.1.0. */
  appVersion?: string;
  session: ApiSession;
  /** Sent as `accept-language` on every request. */
  getLanguage(): string;
  /** Called with the server's message when the session is over: failed refresh, 403, repeated expiry. */
  onForcedLogout(message: string): void;
  /** Per-service base URLs replacing the environment's defaults. */
  baseUrls?: Partial<Record<Service, string>>;
  /** Request timeout; defaults to 30000 ms. */
  timeout?: number;
  /** The fetch every service sends through; the platform's by default. */
  fetch?: typeof fetch;
}

export type ApiClient = Readonly<Record<Service, HttpService>> & {
  readonly baseUrls: BaseUrls;
  /** Makes a call through its definition (packages/contracts): `api.call(userCalls.profile)`. */
  readonly call: CallApi;
  /**
   * Fetches a new access token with the refresh token and stores it. Only one refresh runs at a
   * time: concurrent callers get the same promise. On failure the user is logged out.
   */
  refreshAccessToken(): Promise<string>;
};

const succeeded = ({ status }: HttpResponse) => status >= 200 && status < 300;

/**
 * One service per API prefix, sharing the session: every request carries the language, app
 * version, device id, refresh token and bearer token; every failure rejects with an ApiError
 * (docs/product.md, Tokens); an expired access token is refreshed once and the request retried.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session, onForcedLogout, getLanguage } = options;
  const appVersion = options.appVersion ?? defaultAppVersion;
  const baseUrls = resolveBaseUrls(options.environment, options.baseUrls);
  const serviceDefaults = Object.fromEntries(
    services.map((service) => [
      service,
      {
        baseURL: baseUrls[service],
        timeout: options.timeout ?? defaultTimeoutMs,
        fetch: options.fetch,
      },
    ]),
  ) as Record<Service, HttpServiceDefaults>;

  function sessionHeaders(request: HttpRequest): Headers {
    const headers = new Headers(request.headers);
    headers.set('accept-language', getLanguage());
    headers.set('x-app-version', appVersion);
    const deviceId = session.getDeviceId();
    if (deviceId) headers.set('x-device-id', deviceId);
    const refreshToken = session.getRefreshToken();
    if (refreshToken) headers.set('refresh-token', refreshToken);
    const accessToken = session.getAccessToken();
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    return headers;
  }

  // The refresh call has a service of its own (sharing the auth service's defaults), without the
  // expiry handling, so it can never recurse.
  const refreshHttp = createHttpService(serviceDefaults.auth, async (request) => {
    const response = await sendRequest(serviceDefaults.auth, request, sessionHeaders(request));
    if (succeeded(response)) return response;
    throw failedResponse(response);
  });
  let pendingRefresh: Promise<string> | null = null;

  async function runRefresh(): Promise<string> {
    try {
      const { access_token: token, refresh_token: refreshToken } = await sendCall(
        refreshHttp,
        authCalls.refreshToken,
      );
      session.setAccessToken(token);
      session.setRefreshToken(refreshToken);
      return token;
    } catch (error) {
      const apiError = toApiError(error);
      // Only the server's refusal ends the session. A refresh nothing answered (the connection
      // dropped, or the page was left while the answer was being read) keeps it: the token may
      // well have been renewed, and the next call refreshes again.
      if (apiError.status !== undefined) onForcedLogout(apiError.message);
      throw apiError;
    }
  }

  function refreshAccessToken(): Promise<string> {
    pendingRefresh ??= runRefresh().finally(() => {
      pendingRefresh = null;
    });
    return pendingRefresh;
  }

  /** Sends a request with the session; on an expired token, refreshes it and sends it once more. */
  async function send(
    defaults: HttpServiceDefaults,
    request: HttpRequest,
    isRetryAfterRefresh = false,
  ): Promise<HttpResponse> {
    const headers = sessionHeaders(request);
    const response = await sendRequest(defaults, request, headers);
    if (succeeded(response)) return response;
    const envelope = readErrorEnvelope(response.data);

    if (envelope?.code === 'TOKEN_EXPIRED') {
      if (isRetryAfterRefresh) {
        onForcedLogout(envelope.message);
        throw failedResponse(response);
      }
      const current = session.getAccessToken();
      // The session ended while this request was on its way (signed out, or logged out by a
      // failed refresh or a 403, whose reason the user sees): there is nothing left to refresh.
      if (!current) throw failedResponse(response);
      // A request sent before a refresh that has finished since only needs the new token.
      if (headers.get('authorization') === `Bearer ${current}`) await refreshAccessToken();
      return send(defaults, request, true);
    }

    if (response.status === 403) {
      onForcedLogout(envelope?.message ?? (response.statusText || 'Forbidden'));
    }
    throw failedResponse(response);
  }

  const httpServices = Object.fromEntries(
    services.map((service) => {
      const defaults = serviceDefaults[service];
      return [service, createHttpService(defaults, (request) => send(defaults, request))];
    }),
  ) as Record<Service, HttpService>;

  return { ...httpServices, baseUrls, refreshAccessToken, call: createCallApi(httpServices) };
}
