export {
  createApiClient,
  defaultAppVersion,
  defaultTimeoutMs,
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
export {
  type CallApi,
  type CallArguments,
  type CallData,
  type CallInput,
  type CallOptions,
  type ClientCall,
} from './call-api';
export {
  type HttpRequest,
  type HttpResponse,
  type HttpService,
  type HttpServiceDefaults,
  type RequestConfig,
} from './http-service';
export { type QueryParams, type QueryValue } from './query-string';
