import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import type { ApiDependencies } from './handle-api-request';
import { handleApiRequest } from './handle-api-request';
import { stripeJsScript } from './stripe-js-script';

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
  'access-control-max-age': '600',
};

/**
 * The fake's HTTP server: the API under /v1 (with CORS, since Stripe.js calls it from the
 * page's origin) and the fake Stripe.js at /v3.
 */
export function createStripeServer(deps: ApiDependencies): Server {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(deps, request, Buffer.concat(chunks).toString(), response));
  });
}

function answer(
  deps: ApiDependencies,
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
): void {
  const url = new URL(request.url ?? '/', deps.apiUrl);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, corsHeaders).end();
    return;
  }
  if (request.method === 'GET' && /^\/v3\/?$/.test(url.pathname)) {
    const origin = request.headers.host ? `http://${request.headers.host}` : deps.apiUrl;
    response
      .writeHead(200, {
        ...corsHeaders,
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(stripeJsScript(origin));
    return;
  }
  const idempotencyKey = header(request, 'idempotency-key');
  const result = handleApiRequest(deps, {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: url.search,
    body,
    authorization: header(request, 'authorization'),
    idempotencyKey,
  });
  response
    .writeHead(result.status, {
      ...corsHeaders,
      'content-type': 'application/json',
      'request-id': result.requestId,
      'stripe-version': header(request, 'stripe-version') ?? Stripe.API_VERSION,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}),
    })
    .end(JSON.stringify(result.body, null, 2));
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
