import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('PAYMENT_SANDBOX', () => {
  it('is off unless set to true', () => {
    expect(loadConfig({}).billing.sandbox).toBe(false);
    expect(loadConfig({ PAYMENT_SANDBOX: 'false' }).billing.sandbox).toBe(false);
    expect(loadConfig({ PAYMENT_SANDBOX: 'true' }).billing.sandbox).toBe(true);
  });

  it('accepts only true or false', () => {
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'yes' })).toThrow(
      /^Invalid configuration: PAYMENT_SANDBOX: .*\(got "yes"\)$/,
    );
  });

  it('is refused in production, where payments are real', () => {
    const production = {
      NODE_ENV: 'production' as const,
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'postradar',
      OIDC_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig(production).billing.sandbox).toBe(false);
    const sandboxed = () => loadConfig({ ...production, PAYMENT_SANDBOX: 'true' });
    expect(sandboxed).toThrow(ConfigError);
    expect(sandboxed).toThrow(
      'Invalid configuration: PAYMENT_SANDBOX: cannot be true with NODE_ENV=production',
    );
  });
});
