import type { IncomingMessage } from 'node:http';
import type { FakeState } from './fake-state';
import { BodyTooLargeError, readBody } from './http-io';
import { debugId } from './ids';
import { bearerRefusal } from './oauth-token';
import { PayPalError } from './paypal-error';
import { ROUTES, type Route } from './routes';
import type { Reply } from './types';

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function notFound(): Reply {
  return {
    kind: 'json',
    status: 404,
    body: {
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
      debug_id: debugId(),
    },
  };
}

/**
 * Runs an idempotent call once per PayPal-Request-Id: a retry gets the first successful answer
 * again, with 200 as PayPal answers a replayed request. Failures are not kept, so a retry after one
 * runs anew. Handlers are synchronous, so two requests with one id cannot both run.
 */
function runOnce(fake: FakeState, key: string | undefined, run: () => Reply): Reply {
  if (key === undefined) return run();
  const earlier = fake.idempotentReplies.get(key);
  if (earlier) return earlier.kind === 'json' ? { ...earlier, status: 200 } : earlier;
  const reply = run();
  if (reply.kind === 'json' && reply.status < 300) fake.idempotentReplies.set(key, reply);
  return reply;
}

function findRoute(method: string, pathname: string): { route: Route; id: string } | undefined {
  for (const route of ROUTES) {
    const match = route.method === method ? route.path.exec(pathname) : null;
    if (match) return { route, id: decodeURIComponent(match[1] ?? '') };
  }
  return undefined;
}

/** Answers one HTTP request as PayPal would: route, bearer check, idempotency, errors. */
export async function routeRequest(fake: FakeState, request: IncomingMessage): Promise<Reply> {
  const url = new URL(request.url ?? '/', 'http://paypal.fake');
  const found = findRoute(request.method ?? 'GET', url.pathname);
  if (!found) return notFound();
  const { route, id } = found;
  const authorization = headerOf(request, 'authorization');
  try {
    const rawBody = await readBody(request);
    const refusal = route.access === 'bearer' ? bearerRefusal(fake, authorization) : undefined;
    if (refusal) return refusal;
    const requestId = headerOf(request, 'paypal-request-id');
    const key = route.idempotent && requestId ? `${url.pathname} ${requestId}` : undefined;
    const prefer = headerOf(request, 'prefer');
    return runOnce(fake, key, () =>
      route.handle({ fake, id, query: url.searchParams, authorization, prefer, rawBody }),
    );
  } catch (error) {
    if (error instanceof PayPalError) return error.reply();
    if (error instanceof BodyTooLargeError)
      return { kind: 'json', status: 413, body: { name: 'REQUEST_ENTITY_TOO_LARGE' } };
    throw error;
  }
}
