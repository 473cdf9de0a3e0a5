import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FakeConfig } from './fake-state';
import { debugId, timestamp } from './ids';
import { isRecord } from './is-record';
import type { Reply } from './types';

/** The algorithm PayPal names in paypal-auth-algo. */
const AUTH_ALGO = 'SHA256withRSA';
const VERIFY_FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
  'webhook_event',
] as const;

/** A webhook POST as PayPal sends it: its headers and its exact body. */
export interface PayPalSignedDelivery {
  headers: Record<string, string>;
  body: string;
}

export interface DeliveryOptions {
  /** Spoil the delivery after signing: change the body, or the signature. */
  tamper?: 'body' | 'signature';
}

export function certUrl(config: FakeConfig): string {
  return `${config.url}/v1/notifications/certs/CERT-fake-paypal-sandbox`;
}

/**
 * The fake's stand-in for PayPal's RSA signature: an HMAC-SHA256 (with a secret only the fake
 * knows) over the same message PayPal signs, transmission_id|transmission_time|webhook_id|crc32(body).
 */
function signature(config: FakeConfig, id: string, time: string, webhookId: string, body: string) {
  const message = `${id}|${time}|${webhookId}|${crc32(body)}`;
  return createHmac('sha256', config.signingSecret).update(message).digest('base64');
}

/** The same signature with its first byte flipped. */
function spoil(sig: string): string {
  const bytes = Buffer.from(sig, 'base64');
  bytes.writeUInt8(bytes.readUInt8(0) ^ 0xff, 0);
  return bytes.toString('base64');
}

/** The delivery of `event` to the configured webhook, genuine unless `tamper` says otherwise. */
export function signDelivery(
  config: FakeConfig,
  event: object,
  { tamper }: DeliveryOptions = {},
): PayPalSignedDelivery {
  const transmissionId = randomUUID();
  const transmissionTime = timestamp();
  const body = JSON.stringify(event);
  const sig = signature(config, transmissionId, transmissionTime, config.webhookId, body);
  return {
    headers: {
      'content-type': 'application/json',
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': transmissionTime,
      'paypal-transmission-sig': tamper === 'signature' ? spoil(sig) : sig,
      'paypal-cert-url': certUrl(config),
      'paypal-auth-algo': AUTH_ALGO,
    },
    body: tamper === 'body' ? JSON.stringify({ ...event, tampered: true }) : body,
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * POST /v1/notifications/verify-webhook-signature: SUCCESS only for a delivery the fake signed, to
 * this webhook, with the body unchanged (webhook_event is the parsed body, serialised again).
 */
export function verifyWebhookSignature(config: FakeConfig, body: unknown): Reply {
  const missing = VERIFY_FIELDS.filter((field) => !isRecord(body) || !body[field]);
  if (!isRecord(body) || missing.length > 0) {
    return {
      kind: 'json',
      status: 400,
      body: {
        name: 'VALIDATION_ERROR',
        message: 'Invalid request - see details',
        debug_id: debugId(),
        details: missing.map((field) => ({
          field,
          location: 'body',
          issue: 'Required field cannot be blank',
        })),
        links: [],
      },
    };
  }
  const text = (field: (typeof VERIFY_FIELDS)[number]) => String(body[field]);
  const expected = signature(
    config,
    text('transmission_id'),
    text('transmission_time'),
    text('webhook_id'),
    JSON.stringify(body.webhook_event),
  );
  const genuine =
    text('auth_algo') === AUTH_ALGO &&
    text('cert_url') === certUrl(config) &&
    text('webhook_id') === config.webhookId &&
    sameText(text('transmission_sig'), expected);
  return {
    kind: 'json',
    status: 200,
    body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' },
  };
}
