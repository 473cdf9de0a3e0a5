import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { PayPalConfig } from '../../../billing-config';
import { AppError } from '../../../lib/app-error';
import {
  paypalErrorSchema,
  paypalOrderSchema,
  paypalTokenSchema,
  paypalVerificationSchema,
  type PayPalOrder,
} from './paypal-schemas';

/** How long a call to PayPal may take before it counts as unanswered. */
const defaultTimeoutMs = 15_000;
/** A token is renewed this long before PayPal says it expires, so that no call carries a stale one. */
const tokenRenewalMarginMs = 60_000;

/** PayPal answered with its error JSON: `issue` is the first detail's (INSTRUMENT_DECLINED, …). */
export class PayPalApiError extends Error {
  override readonly name = 'PayPalApiError';

  constructor(
    readonly httpStatus: number,
    readonly issue: string | null,
    readonly description: string,
    readonly debugId: string | null,
  ) {
    super(`PayPal answered ${httpStatus} ${issue ?? ''}: ${description} (debug id ${debugId})`);
  }
}

/** PayPal did not answer in time, or not at all: nothing is known to have happened. */
export class PayPalUnavailableError extends AppError {
  constructor(cause: unknown) {
    super('SERVICE_UNAVAILABLE', 'PayPal could not be reached. Please try again.');
    this.cause = cause;
  }
}

/** The purchase unit, payer experience and intent of a new order (Orders v2 request body). */
export type PayPalOrderRequest = Record<string, unknown>;

/** The PayPal-* headers of a webhook delivery, which PayPal checks its signature with. */
export interface PayPalTransmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

interface Token {
  value: string;
  renewAt: number;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/** PayPal's error JSON, or (for the OAuth2 call and surprises) whatever came, as an error. */
function toApiError(status: number, body: unknown): PayPalApiError {
  const parsed = paypalErrorSchema.safeParse(body);
  if (parsed.success) {
    const [detail] = parsed.data.details;
    const description = detail?.description ?? parsed.data.message;
    return new PayPalApiError(
      status,
      detail?.issue ?? parsed.data.name,
      description,
      parsed.data.debug_id ?? null,
    );
  }
  return new PayPalApiError(status, null, JSON.stringify(body), null);
}

function parseAnswer<S extends z.ZodType>(what: string, schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new Error(`PayPal's answer to ${what} was not understood: ${parsed.error.message}`);
  return parsed.data as z.output<S>;
}

/**
 * PayPal's REST API (OAuth2, Orders v2, webhook verification). Plain `fetch` rather than PayPal's
 * server SDK, because the SDK cannot be pointed at another base URL than PayPal's own, and the
 * configured `apiUrl` must be honoured (PayPal's sandbox, a local fake in tests).
 */
export function createPayPalClient(config: PayPalConfig, timeoutMs = defaultTimeoutMs) {
  let token: Token | null = null;
  let renewing: Promise<Token> | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${config.apiUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PayPalUnavailableError(error);
    }
  }

  async function requestToken(): Promise<Token> {
    const credentials = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const requestedAt = Date.now();
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${credentials}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = await readJson(response);
    if (!response.ok) throw toApiError(response.status, body);
    const answer = parseAnswer('the token request', paypalTokenSchema, body);
    const lifetimeMs = answer.expires_in * 1000;
    const margin = Math.min(tokenRenewalMarginMs, lifetimeMs / 2);
    return { value: answer.access_token, renewAt: requestedAt + lifetimeMs - margin };
  }

  /** The cached token while it is fresh; otherwise one request for a new one, shared by all callers. */
  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return token.value;
    renewing ??= requestToken().finally(() => (renewing = null));
    token = await renewing;
    return token.value;
  }

  /**
   * One authorised call. A POST carries `requestId` as PayPal-Request-Id, so that repeating it
   * (after a timeout, a retry, a double click) repeats PayPal's first answer instead of acting
   * twice. A token PayPal no longer accepts is renewed once.
   */
  async function call<S extends z.ZodType>(
    what: string,
    schema: S,
    path: string,
    input: { method: 'GET' } | { method: 'POST'; requestId: string; body: string },
  ): Promise<z.output<S>> {
    for (let attempt = 1; ; attempt++) {
      const headers: Record<string, string> = {
        Authorization: `Bearer ${await accessToken()}`,
        Accept: 'application/json',
      };
      if (input.method === 'POST') {
        headers['Content-Type'] = 'application/json';
        headers['PayPal-Request-Id'] = input.requestId;
        headers.Prefer = 'return=representation';
      }
      const response = await send(path, {
        method: input.method,
        headers,
        ...(input.method === 'POST' && { body: input.body }),
      });
      if (response.status === 401 && attempt === 1) {
        token = null;
        continue;
      }
      const body = await readJson(response);
      if (!response.ok) throw toApiError(response.status, body);
      return parseAnswer(what, schema, body);
    }
  }

  const orderPath = (orderId: string) => `/v2/checkout/orders/${encodeURIComponent(orderId)}`;

  return {
    createOrder(order: PayPalOrderRequest, requestId: string): Promise<PayPalOrder> {
      const body = JSON.stringify(order);
      return call('creating an order', paypalOrderSchema, '/v2/checkout/orders', {
        method: 'POST',
        requestId,
        body,
      });
    },

    getOrder(orderId: string): Promise<PayPalOrder> {
      return call('reading an order', paypalOrderSchema, orderPath(orderId), { method: 'GET' });
    },

    captureOrder(orderId: string, requestId: string): Promise<PayPalOrder> {
      return call('capturing an order', paypalOrderSchema, `${orderPath(orderId)}/capture`, {
        method: 'POST',
        requestId,
        body: '{}',
      });
    },

    /**
     * Asks PayPal whether a delivery is genuine. `rawEvent` is the delivered body (JSON), passed on
     * byte for byte: re-serialising it could change what the signature covers.
     */
    async verifyWebhookSignature(
      webhookId: string,
      transmission: PayPalTransmission,
      rawEvent: string,
    ): Promise<boolean> {
      const fields = JSON.stringify({
        auth_algo: transmission.authAlgo,
        cert_url: transmission.certUrl,
        transmission_id: transmission.transmissionId,
        transmission_sig: transmission.transmissionSig,
        transmission_time: transmission.transmissionTime,
        webhook_id: webhookId,
      });
      const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
      const answer = await call(
        'verifying a webhook signature',
        paypalVerificationSchema,
        '/v1/notifications/verify-webhook-signature',
        { method: 'POST', requestId: randomUUID(), body },
      );
      return answer.verification_status === 'SUCCESS';
    },
  };
}

export type PayPalClient = ReturnType<typeof createPayPalClient>;
