import axios, {
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
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

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry a request gets after a token refresh; a second expiry logs out. */
    isRetryAfterRefresh?: boolean;
  }
}

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
  /** axios adapter ('xhr', 'fetch', 'http' or a function); axios picks one by default. */
  adapter?: AxiosAdapter | 'xhr' | 'fetch' | 'http';
}

export type ApiClient = Readonly<Record<Service, AxiosInstance>> & {
  readonly baseUrls: BaseUrls;
  /** Makes a call through its definition (packages/contracts): `api.call(userCalls.profile)`. */
  readonly call: CallApi;
  /**
   * Fetches a new access token with the refresh token and stores it. Only one refresh runs at a
   * time: concurrent callers get the same promise. On failure the user is logged out.
   */
  refreshAccessToken(): Promise<string>;
};

/**
 * One axios instance per API service, sharing the session: every request carries the language,
 * app version, device id, refresh token and bearer token; every failure rejects with an ApiError
 * (docs/product.md, Tokens); an expired access token is refreshed once and the request retried.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session, onForcedLogout, getLanguage } = options;
  const appVersion = options.appVersion ?? defaultAppVersion;
  const timeout = options.timeout ?? defaultTimeoutMs;
  const baseUrls = resolveBaseUrls(options.environment, options.baseUrls);

  function create(baseURL: string): AxiosInstance {
    const instance = axios.create({ baseURL, timeout });
    if (options.adapter) instance.defaults.adapter = options.adapter;
    instance.interceptors.request.use(addSessionHeaders);
    return instance;
  }

  function addSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
    config.headers.set('accept-language', getLanguage());
    config.headers.set('x-app-version', appVersion);
    const deviceId = session.getDeviceId();
    if (deviceId) config.headers.set('x-device-id', deviceId);
    const refreshToken = session.getRefreshToken();
    if (refreshToken) config.headers.set('refresh-token', refreshToken);
    const accessToken = session.getAccessToken();
    if (accessToken) config.headers.set('Authorization', `Bearer ${accessToken}`);
    return config;
  }

  // The refresh call has its own instance, without the expiry handling, so it can never recurse.
  const refreshHttp = create(baseUrls.auth);
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
      onForcedLogout(apiError.message);
      throw apiError;
    }
  }

  function refreshAccessToken(): Promise<string> {
    pendingRefresh ??= runRefresh().finally(() => {
      pendingRefresh = null;
    });
    return pendingRefresh;
  }

  function handleFailure(instance: AxiosInstance) {
    return async (error: unknown): Promise<AxiosResponse> => {
      if (!axios.isAxiosError(error) || !error.config || !error.response) throw toApiError(error);
      const { config, response } = error;
      const envelope = readErrorEnvelope(response.data);

      if (envelope?.code === 'TOKEN_EXPIRED') {
        if (config.isRetryAfterRefresh) {
          onForcedLogout(envelope.message);
          throw toApiError(error);
        }
        const current = session.getAccessToken();
        // The session ended while this request was on its way (signed out, or logged out by a
        // failed refresh or a 403, whose reason the user sees): there is nothing left to refresh.
        if (!current) throw toApiError(error);
        // A request sent before a refresh that has finished since only needs the new token.
        const sentWith = config.headers.get('Authorization');
        if (sentWith === `Bearer ${current}`) await refreshAccessToken();
        return instance.request({ ...config, isRetryAfterRefresh: true });
      }

      if (response.status === 403) {
        onForcedLogout(envelope?.message ?? (response.statusText || 'Forbidden'));
      }
      throw toApiError(error);
    };
  }

  const instances = Object.fromEntries(
    services.map((service) => {
      const instance = create(baseUrls[service]);
      instance.interceptors.response.use(undefined, handleFailure(instance));
      return [service, instance];
    }),
  ) as Record<Service, AxiosInstance>;

  return { ...instances, baseUrls, refreshAccessToken, call: createCallApi(instances) };
}
