import { answerApprovalPage, showApprovalPage } from './approval-page';
import { captureOrder } from './capture-order';
import { createOrder, showOrder } from './create-order';
import type { FakeState } from './fake-state';
import { issueToken } from './oauth-token';
import { issueError, unknownResource } from './paypal-error';
import { refundCapture, showCapture, showRefund } from './refund-capture';
import type { Reply } from './types';
import { verifyWebhookSignature } from './webhook-signature';

/** What a route handler gets of the request. */
export interface RouteRequest {
  fake: FakeState;
  /** The id in the path (order, capture, refund, event), '' when the path has none. */
  id: string;
  query: URLSearchParams;
  authorization: string | undefined;
  prefer: string | undefined;
  rawBody: string;
}

export interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  /** 'bearer': needs an access token from /v1/oauth2/token, like every PayPal REST call. */
  access: 'public' | 'bearer';
  /** Honours PayPal-Request-Id: a retried request gets the first successful answer again. */
  idempotent?: boolean;
  handle(request: RouteRequest): Reply;
}

/** The parsed JSON body (an empty body reads as undefined); malformed JSON is PayPal's 400. */
function jsonBody(request: RouteRequest, api: 'orders' | 'payments'): unknown {
  if (request.rawBody.trim() === '') return undefined;
  try {
    return JSON.parse(request.rawBody) as unknown;
  } catch {
    throw issueError(api, [{ issue: 'MALFORMED_REQUEST_JSON' }]);
  }
}

function wantsRepresentation(request: RouteRequest): boolean {
  return /return=representation/i.test(request.prefer ?? '');
}

function showEvent({ fake, id }: RouteRequest): Reply {
  const event = fake.events.find((candidate) => candidate.id === id);
  if (!event) throw unknownResource('orders', 'event_id', id);
  return { kind: 'json', status: 200, body: event };
}

const ID = '([^/]+)';

/** Every call the fake answers, as PayPal's REST API and checkout page answer it. */
export const ROUTES: Route[] = [
  {
    method: 'POST',
    path: /^\/v1\/oauth2\/token$/,
    access: 'public',
    handle: ({ fake, authorization, rawBody }) => issueToken(fake, authorization, rawBody),
  },
  {
    method: 'POST',
    path: /^\/v2\/checkout\/orders$/,
    access: 'bearer',
    idempotent: true,
    handle: (r) => createOrder(r.fake, jsonBody(r, 'orders'), wantsRepresentation(r)),
  },
  {
    method: 'GET',
    path: new RegExp(`^/v2/checkout/orders/${ID}$`),
    access: 'bearer',
    handle: ({ fake, id }) => showOrder(fake, id),
  },
  {
    method: 'POST',
    path: new RegExp(`^/v2/checkout/orders/${ID}/capture$`),
    access: 'bearer',
    idempotent: true,
    handle: (r) => captureOrder(r.fake, r.id, wantsRepresentation(r)),
  },
  {
    method: 'GET',
    path: new RegExp(`^/v2/payments/captures/${ID}$`),
    access: 'bearer',
    handle: ({ fake, id }) => showCapture(fake, id),
  },
  {
    method: 'POST',
    path: new RegExp(`^/v2/payments/captures/${ID}/refund$`),
    access: 'bearer',
    idempotent: true,
    handle: (r) => refundCapture(r.fake, r.id, jsonBody(r, 'payments'), wantsRepresentation(r)),
  },
  {
    method: 'GET',
    path: new RegExp(`^/v2/payments/refunds/${ID}$`),
    access: 'bearer',
    handle: ({ fake, id }) => showRefund(fake, id),
  },
  {
    method: 'POST',
    path: /^\/v1\/notifications\/verify-webhook-signature$/,
    access: 'bearer',
    handle: (r) => verifyWebhookSignature(r.fake.config, jsonBody(r, 'orders')),
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/notifications/webhooks-events/${ID}$`),
    access: 'bearer',
    handle: showEvent,
  },
  {
    method: 'GET',
    path: /^\/checkoutnow$/,
    access: 'public',
    handle: ({ fake, query }) => showApprovalPage(fake, query.get('token') ?? ''),
  },
  {
    method: 'POST',
    path: /^\/checkoutnow$/,
    access: 'public',
    handle: ({ fake, rawBody }) => answerApprovalPage(fake, new URLSearchParams(rawBody)),
  },
];
