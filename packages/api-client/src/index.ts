export {
  createApiClient,
  defaultAppVersion,
  defaultTimeoutMs,
  refreshTokenPath,
  type ApiClient,
  type ApiClientOptions,
  type ApiSession,
} from './create-api-client';
export {
  defaultBaseUrls,
  environments,
  localApiOrigin,
  resolveBaseUrls,
  services,
  type BaseUrls,
  type Environment,
  type Service,
} from './base-urls';
export {
  ApiError,
  isApiError,
  readErrorEnvelope,
  toApiError,
  type ApiErrorDetails,
} from './api-error';
export { unwrap, type EnvelopeSchema } from './unwrap';
