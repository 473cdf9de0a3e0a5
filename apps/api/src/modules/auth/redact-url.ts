import type { FastifyRequest } from 'fastify';

/** Query parameters that carry one-time secrets: the provider's code, state and nonce. */
const secretParameter = /(^|&)(code|state|nonce)=[^&#]*/g;
/** The admin site's hand-off page, /admin/auth/{code}. */
const secretPath = /^(\/admin\/auth\/)[^/?#]+/;

/** The URL as request logs show it: one-time codes replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(secretPath, '$1[redacted]');
  if (queryAt === -1) return path;
  return `${path}?${url.slice(queryAt + 1).replace(secretParameter, '$1$2=[redacted]')}`;
}

/** Fastify's request log fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
