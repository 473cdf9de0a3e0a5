import { describe, expect, it } from 'vitest';
import {
  appAddress,
  bankPort,
  sandboxEnvironment,
  sandboxSecrets,
  type SandboxProviders,
} from './sandbox-environment';

const providers: SandboxProviders = {
  stripe: {
    url: 'http://127.0.0.1:40001',
    scriptUrl: 'http://127.0.0.1:40001/v3',
    secretKey: 'sk_test_fake_stripe',
    publishableKey: 'pk_test_fake_stripe',
  },
  paypal: {
    url: 'http://127.0.0.1:40002',
    clientId: 'fake-paypal-client-id',
    clientSecret: 'fake-paypal-client-secret',
    webhookId: 'WH-FAKE-PAYPAL-WEBHOOK',
  },
  secrets: { stripeWebhookSecret: 'whsec_abc', sepayApiKey: 'sepay-key-0123456789abcdef' },
};

describe('the sandbox environment', () => {
  it('points every way to pay at the fakes and turns the sandbox mark on', () => {
    expect(sandboxEnvironment({ PATH: '/usr/bin' }, providers)).toEqual({
      PATH: '/usr/bin',
      DATA_DIR: '.data-sandbox',
      PAYMENT_SANDBOX: 'true',
      STRIPE_SECRET_KEY: 'sk_test_fake_stripe',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_stripe',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_URL: 'http://127.0.0.1:40001',
      STRIPE_JS_URL: 'http://127.0.0.1:40001/v3',
      PAYPAL_CLIENT_ID: 'fake-paypal-client-id',
      PAYPAL_CLIENT_SECRET: 'fake-paypal-client-secret',
      PAYPAL_WEBHOOK_ID: 'WH-FAKE-PAYPAL-WEBHOOK',
      PAYPAL_API_URL: 'http://127.0.0.1:40002',
      BANK_NAME: 'Vietcombank',
      BANK_BIN: '970436',
      BANK_ACCOUNT_NUMBER: '0011001234567',
      BANK_ACCOUNT_HOLDER: 'POSTRADAR SANDBOX',
      SEPAY_API_KEY: 'sepay-key-0123456789abcdef',
    });
  });

  it("keeps the person's own data folder, database and port", () => {
    const own = { DATA_DIR: '/srv/try', DATABASE_URL: 'postgres://localhost/try', PORT: '3230' };
    expect(sandboxEnvironment(own, providers)).toMatchObject(own);
    expect(sandboxEnvironment({ DATA_DIR: '' }, providers).DATA_DIR).toBe('.data-sandbox');
  });

  it('makes new secrets the app accepts at every start', () => {
    const first = sandboxSecrets();
    expect(first.stripeWebhookSecret).toMatch(/^whsec_[\w-]{32}$/);
    expect(first.sepayApiKey).toMatch(/^[0-9a-f]{48}$/);
    expect(sandboxSecrets()).not.toEqual(first);
  });
});

describe('appAddress', () => {
  it('reaches the app on this machine at its port, or on the one address it is bound to', () => {
    expect(appAddress({})).toBe('http://127.0.0.1:3000');
    expect(appAddress({ PORT: '3230' })).toBe('http://127.0.0.1:3230');
    expect(appAddress({ HOST: '0.0.0.0', PORT: '8080' })).toBe('http://127.0.0.1:8080');
    expect(appAddress({ HOST: '::' })).toBe('http://[::1]:3000');
    expect(appAddress({ HOST: '::1' })).toBe('http://[::1]:3000');
    expect(appAddress({ HOST: '192.168.1.20' })).toBe('http://192.168.1.20:3000');
  });
});

describe('bankPort', () => {
  it('is the port SANDBOX_BANK_PORT names, or any free one when it is not set', () => {
    expect(bankPort({})).toBe(0);
    expect(bankPort({ SANDBOX_BANK_PORT: '' })).toBe(0);
    expect(bankPort({ SANDBOX_BANK_PORT: '4170' })).toBe(4170);
  });

  it('refuses what is not a port, naming the variable', () => {
    for (const value of ['bank', '0', '70000', '41.5']) {
      expect(() => bankPort({ SANDBOX_BANK_PORT: value })).toThrow(/SANDBOX_BANK_PORT/);
    }
  });
});
