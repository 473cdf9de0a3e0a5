import { z } from 'zod';

/** The payment settings of the environment (README.md, Settings: paying). */
export const billingEnvironmentShape = {
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Another address for Stripe's API (a local fake in tests and the sandbox). */
  STRIPE_API_URL: z.string().url().optional(),
  STRIPE_JS_URL: z.string().url().default('https://js.stripe.com/v3'),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  /** PayPal's REST API: https://api-m.sandbox.paypal.com for PayPal's own sandbox. */
  PAYPAL_API_URL: z.string().url().default('https://api-m.paypal.com'),
  BANK_NAME: z.string().min(1).optional(),
  /** The bank's NAPAS BIN (six digits), which the VietQR code names. */
  BANK_BIN: z
    .string()
    .regex(/^\d{6}$/, 'must be the six-digit NAPAS BIN of the bank')
    .optional(),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(/^[0-9A-Za-z]{4,19}$/, 'must be 4 to 19 letters or digits')
    .optional(),
  BANK_ACCOUNT_HOLDER: z.string().min(1).optional(),
  /** The API key SePay sends (Authorization: Apikey ...) with each incoming transfer. */
  SEPAY_API_KEY: z.string().min(16).optional(),
  /** Dong per US dollar for bank transfers. */
  USD_TO_VND_RATE: z.coerce.number().positive().max(1_000_000).default(25_790),
  /** The providers are local test fakes (`npm run start:sandbox`): every screen says so. */
  PAYMENT_SANDBOX: z.enum(['true', 'false']).default('false'),
};

/** The payment settings, and whether the installation is a production one. */
type BillingEnvironment = z.output<z.ZodObject<typeof billingEnvironmentShape>> & {
  NODE_ENV: 'development' | 'test' | 'production';
};

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Null: the webhook refuses every delivery (nothing can be verified). */
  webhookSecret: string | null;
  /** Null: Stripe's own API. */
  apiUrl: string | null;
  scriptUrl: string;
}

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** Null: the webhook refuses every delivery. */
  webhookId: string | null;
  apiUrl: string;
}

export interface BankConfig {
  bankName: string;
  bankBin: string;
  accountNumber: string;
  accountHolder: string;
  /** Null: incoming transfers are confirmed by staff only. */
  webhookApiKey: string | null;
}

/** Each provider is null when its settings are missing: that way to pay is then not offered. */
export interface BillingConfig {
  stripe: StripeConfig | null;
  paypal: PayPalConfig | null;
  bank: BankConfig | null;
  usdToVndRate: number;
  /** Payments go to local test providers: no real money moves, and the web app says so. */
  sandbox: boolean;
}

export class BillingConfigError extends Error {}

/** All of the named settings, or none of them. */
function requireAllOrNone(e: BillingEnvironment, names: (keyof BillingEnvironment)[]) {
  const missing = names.filter((name) => !e[name]);
  if (missing.length === 0 || missing.length === names.length) return;
  const given = names.filter((name) => e[name]);
  throw new BillingConfigError(
    `Invalid configuration: ${missing[0]}: required when ${given.join(', ')} is set`,
  );
}

export function billingConfigFrom(e: BillingEnvironment): BillingConfig {
  requireAllOrNone(e, ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']);
  requireAllOrNone(e, ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']);
  requireAllOrNone(e, ['BANK_NAME', 'BANK_BIN', 'BANK_ACCOUNT_NUMBER', 'BANK_ACCOUNT_HOLDER']);
  if (e.PAYMENT_SANDBOX === 'true' && e.NODE_ENV === 'production')
    throw new BillingConfigError(
      'Invalid configuration: PAYMENT_SANDBOX: cannot be true with NODE_ENV=production; ' +
        'the sandbox is for trying payments against local test providers',
    );
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey } = e;
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = e;
  const { BANK_NAME: bankName, BANK_BIN: bankBin } = e;
  const { BANK_ACCOUNT_NUMBER: accountNumber, BANK_ACCOUNT_HOLDER: accountHolder } = e;
  return {
    stripe:
      secretKey && publishableKey
        ? {
            secretKey,
            publishableKey,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
            apiUrl: e.STRIPE_API_URL ?? null,
            scriptUrl: e.STRIPE_JS_URL,
          }
        : null,
    paypal:
      clientId && clientSecret
        ? {
            clientId,
            clientSecret,
            webhookId: e.PAYPAL_WEBHOOK_ID ?? null,
            apiUrl: e.PAYPAL_API_URL.replace(/\/+$/, ''),
          }
        : null,
    bank:
      bankName && bankBin && accountNumber && accountHolder
        ? {
            bankName,
            bankBin,
            accountNumber,
            accountHolder,
            webhookApiKey: e.SEPAY_API_KEY ?? null,
          }
        : null,
    usdToVndRate: e.USD_TO_VND_RATE,
    sandbox: e.PAYMENT_SANDBOX === 'true',
  };
}
