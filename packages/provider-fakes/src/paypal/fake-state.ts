import type { FakeCapture, FakeOrder, FakeRefund, PayPalWebhookEvent, Reply } from './types';

/** The fake's account: its address, the REST app's credentials, the merchant's webhook. */
export interface FakeConfig {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Signs the fake's webhook deliveries; never leaves the fake. */
  signingSecret: Buffer;
}

/** Everything the fake remembers, in memory, for one running instance. */
export interface FakeState {
  config: FakeConfig;
  /** Access tokens issued, with when each expires (ms since the epoch). */
  tokens: Map<string, number>;
  orders: Map<string, FakeOrder>;
  captures: Map<string, FakeCapture>;
  refunds: Map<string, FakeRefund>;
  /** Successful answers by PayPal-Request-Id (and path), replayed for a retried request. */
  idempotentReplies: Map<string, Reply>;
  events: PayPalWebhookEvent[];
  /** Called with each recorded event, to deliver it to the merchant's webhook. */
  onEvent: (event: PayPalWebhookEvent) => void;
}

export function createFakeState(
  config: FakeConfig,
  onEvent: (event: PayPalWebhookEvent) => void,
): FakeState {
  return {
    config,
    tokens: new Map(),
    orders: new Map(),
    captures: new Map(),
    refunds: new Map(),
    idempotentReplies: new Map(),
    events: [],
    onEvent,
  };
}
