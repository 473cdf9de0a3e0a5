import { randomBytes } from 'node:crypto';

/** The sandbox's bank account: where the fake bank's transfers come in. */
export const sandboxBank = {
  BANK_NAME: 'Vietcombank',
  BANK_BIN: '970436',
  BANK_ACCOUNT_NUMBER: '0011001234567',
  BANK_ACCOUNT_HOLDER: 'POSTRADAR SANDBOX',
};

/** The webhook paths of the API, where the fakes report what happens. */
export const webhookPaths = {
  stripe: '/payment/stripe/webhook',
  paypal: '/payment/paypal/webhook',
  bank: '/payment/bank/webhook',
};

/** Secrets the app and the fakes share, new at every start. */
export function sandboxSecrets() {
  return {
    stripeWebhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
    sepayApiKey: randomBytes(24).toString('hex'),
  };
}

/**
 * Where the fakes reach the app: its PORT (3000 unless set) on this machine, or on HOST when the
 * person bound it to one address.
 */
export function appAddress(env: NodeJS.ProcessEnv): string {
  const port = env.PORT || '3000';
  const host = env.HOST || '127.0.0.1';
  if (host === '0.0.0.0' || host === 'localhost') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The fake bank page's port: SANDBOX_BANK_PORT when set, so that the page keeps one address (to
 * bookmark, or for the browser tests to send transfers from), else 0, any free port.
 */
export function bankPort(env: NodeJS.ProcessEnv): number {
  const text = env.SANDBOX_BANK_PORT?.trim();
  if (!text) return 0;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`SANDBOX_BANK_PORT must be a port number from 1 to 65535 (got "${text}").`);
  }
  return port;
}

/** The fakes' addresses and accounts, as the sandbox passes them to the app. */
export interface SandboxProviders {
  stripe: { url: string; scriptUrl: string; secretKey: string; publishableKey: string };
  paypal: { url: string; clientId: string; clientSecret: string; webhookId: string };
  secrets: ReturnType<typeof sandboxSecrets>;
}

/**
 * The app's environment in the sandbox: the person's own, with every way to pay pointed at the
 * local fakes, PAYMENT_SANDBOX on, and a database of its own (`.data-sandbox`) unless they chose
 * DATA_DIR or DATABASE_URL.
 */
export function sandboxEnvironment(
  env: NodeJS.ProcessEnv,
  { stripe, paypal, secrets }: SandboxProviders,
): NodeJS.ProcessEnv {
  return {
    ...env,
    DATA_DIR: env.DATA_DIR || '.data-sandbox',
    PAYMENT_SANDBOX: 'true',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: secrets.stripeWebhookSecret,
    STRIPE_API_URL: stripe.url,
    STRIPE_JS_URL: stripe.scriptUrl,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_URL: paypal.url,
    ...sandboxBank,
    SEPAY_API_KEY: secrets.sepayApiKey,
  };
}
