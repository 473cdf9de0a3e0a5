import { describe, expect, it } from 'vitest';
import { cardProviderOrigins } from './card-provider-origins';

const stripe = {
  secretKey: 'sk_test_x',
  publishableKey: 'pk_test_x',
  webhookSecret: null,
  apiUrl: null,
  scriptUrl: 'https://js.stripe.com/v3',
};

describe('cardProviderOrigins', () => {
  it("lets in Stripe's script, API and frames", () => {
    expect(cardProviderOrigins(stripe)).toEqual({
      script: ['https://js.stripe.com'],
      connect: ['https://api.stripe.com', 'https://js.stripe.com'],
      frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    });
  });

  it('lets in the configured addresses instead, and nothing without a card provider', () => {
    const local = {
      ...stripe,
      apiUrl: 'http://127.0.0.1:4010',
      scriptUrl: 'http://127.0.0.1:4010/v3',
    };
    expect(cardProviderOrigins(local)).toEqual({
      script: ['http://127.0.0.1:4010'],
      connect: ['http://127.0.0.1:4010'],
      frame: ['http://127.0.0.1:4010'],
    });
    expect(cardProviderOrigins(null)).toEqual({ script: [], connect: [], frame: [] });
  });
});
