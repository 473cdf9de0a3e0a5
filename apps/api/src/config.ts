import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConnectionLimits } from '@postradar/db';
import { z } from 'zod';
import { metaConfigFrom, metaEnvironmentShape, type MetaConfig } from './meta-config';
import {
  billingConfigFrom,
  BillingConfigError,
  billingEnvironmentShape,
  type BillingConfig,
} from './billing-config';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const port = z.coerce.number().int().min(1).max(65_535);
const postgresUrl = z
  .string()
  .url()
  .refine(
    (value) => /^postgres(ql)?:\/\//.test(value),
    'must start with postgres:// or postgresql://',
  );

/** The named ranges Fastify's trustProxy understands, besides addresses and CIDR ranges. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

/** `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8` or a named range. */
function isProxyAddress(item: string) {
  if (proxyRangeNames.includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: `true` or `false`, the number of proxies in front
 * (hops), or a comma-separated list of proxy addresses, CIDR ranges and named ranges.
 */
const trustProxySetting = z.string().transform((value, context): boolean | number | string[] => {
  const text = value.trim();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d{1,3}$/.test(text)) return Number(text);
  const items = text.split(',').map((item) => item.trim());
  if (items.every(isProxyAddress)) return items;
  context.addIssue({
    code: 'custom',
    message:
      'must be true, false, a hop count, or a comma-separated list of proxy addresses and ' +
      'CIDR ranges (10.0.0.0/8, ::1, loopback)',
  });
  return z.NEVER;
});

/**
 * Fastify's trustProxy option for the setting. A hop count trusts that many nearest peers whatever
 * their address (Fastify itself now refuses a bare count): only for an API reachable through its
 * proxies alone (decision 0034).
 */
export function trustProxyOption(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Every setting the API reads from the environment; README.md documents each one. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1_048_576),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  ADMIN_DIST_DIR: z.string().min(1).default('apps/admin/dist'),
  SERVE_WEB: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: trustProxySetting.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  PUBLIC_URL: z.string().url().optional(),
  BASE_ADMIN_URL: z.string().url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_EMAILS: z.string().default(''),
  DEV_IDENTITY_PROVIDER_UNSAFE: z.enum(['true', 'false']).default('false'),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_TOKEN_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_HEARTBEAT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_RESEARCH_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_RESEARCH_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_RESEARCH_CONCURRENT_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  RATE_LIMIT_REFERRAL_CLICKS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  DEMO_CORPUS: z.enum(['on', 'frozen', 'off']).default('on'),
  DEMO_CORPUS_POSTS: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  METRICS_REFRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  CARD_RENEWAL_SECONDS: z.coerce.number().int().min(0).max(43_200).default(3_600),
  LIMITED_OFFER_ENDS_AT: z.iso
    .datetime({ offset: true, message: 'must be an ISO time, e.g. 2026-12-31T23:59:59+07:00' })
    .transform((value) => new Date(value))
    .optional(),
  REFERRAL_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(20),
  REFERRAL_HOLD_DAYS: z.coerce.number().int().min(0).default(30),
  ...billingEnvironmentShape,
  ...metaEnvironmentShape,
});

type ParsedEnvironment = z.output<typeof environmentSchema>;

export type Environment = z.input<typeof environmentSchema>;

export interface Config {
  environment: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** Where the database is, and how long it may take (decisions 0036 and 0037). */
  database: ({ databaseUrl: string } | { dataDir: string | null }) & Required<ConnectionLimits>;
  logLevel: string;
  bodyLimitBytes: number;
  /** Folder of the built web app to serve from the API's origin, or null to serve none. */
  webDistDir: string | null;
  /** Folder of the built admin site, served under /admin whenever the web app is served. */
  adminDistDir: string | null;
  /** Which proxies' X-Forwarded-* headers are believed (Fastify's trustProxy). */
  trustProxy: boolean | number | string[];
  shutdownTimeoutMs: number;
  /** The origin browsers reach the app at, e.g. https://app.postradar.example. */
  publicUrl: string;
  /** The admin site's origin, where staff are sent by /ass (docs/product.md, Admin hand-off). */
  baseAdminUrl: string;
  identityProvider: IdentityProviderConfig;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * E-mail addresses (lower case) that receive the admin role when they sign in with a verified
   * e-mail through a real identity provider (never through the development one).
   */
  adminEmails: string[];
  rateLimits: {
    signInPerMinute: number;
    tokenPerMinute: number;
    heartbeatPerMinute: number;
    /** Research calls per minute of one user, and of one address (decision 0035). */
    researchPerUserPerMinute: number;
    researchPerAddressPerMinute: number;
    /** Searches of one user running at once (lookups by id are not counted). */
    researchConcurrentPerUser: number;
    /** Openings of referral links counted per minute from one address. */
    referralClicksPerMinute: number;
  };
  /** Posts of the demo corpus loaded into an empty database at start-up; 0 loads none. */
  demoCorpusPosts: number;
  /** Whether a demo corpus in the database gets new engagement every hour (decision 0021). */
  demoCorpusLive: boolean;
  /** How often trending gains and spike scores are recomputed (decision 0007); 0 never. */
  metricsRefreshIntervalMs: number;
  /**
   * How often the card memberships ending within a day are charged for their next period; 0
   * never. At most 12 hours, so that each is tried at least twice before it ends.
   */
  cardRenewalIntervalMs: number;
  /** The ways to pay and their providers' accounts (null: not offered). */
  billing: BillingConfig;
  /** When the limited-time offer ends; null: no offer (docs/product.md, Limited-time offer). */
  limitedOfferEndsAt: Date | null;
  /** The terms of the referral programme (docs/product.md, Referral programme). */
  referral: ReferralTerms;
  /** The Meta Ad Library connector (null without an access token). */
  meta: MetaConfig | null;
}

/** What the referral programme pays, and when a commission stops being pending. */
export interface ReferralTerms {
  /** The share of a referral's first purchase a member earns, in percent. */
  commissionPercent: number;
  /** Days after the purchase was paid during which its commission is pending (a refund takes it back). */
  holdDays: number;
}

/** Google, any other OpenID Connect issuer, or the embedded development provider. */
export type IdentityProviderConfig =
  | { kind: 'google'; issuer: string; clientId: string; clientSecret: string }
  | { kind: 'oidc'; issuer: string; clientId: string; clientSecret: string }
  /** `isLocalOnly` false: reachable from other machines, DEV_IDENTITY_PROVIDER_UNSAFE=true. */
  | { kind: 'development'; isLocalOnly: boolean };

export class ConfigError extends Error {}

/** `PORT=` (set but empty) means the same as not set, as in most tools. */
function withoutEmptyValues(env: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repositoryRoot, path);
}

/**
 * Reads and checks the environment. An invalid value stops the start with one line naming the
 * variable, e.g. `Invalid configuration: PORT: Too big: expected number to be <=65535 (got "70000")`.
 */
export function loadConfig(env: NodeJS.ProcessEnv | Environment = process.env): Config {
  const parsed = environmentSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const value = (env as Record<string, unknown>)[name];
    throw new ConfigError(
      `Invalid configuration: ${name}: ${issue?.message ?? 'invalid'} (got ${JSON.stringify(value)})`,
    );
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const identityProvider = identityProviderFrom(e, publicUrl);
  const serveWeb = e.SERVE_WEB === 'auto' ? e.NODE_ENV === 'production' : e.SERVE_WEB === 'true';
  return {
    environment: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: {
      ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : { dataDir: fromRoot(e.DATA_DIR) }),
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    },
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: serveWeb ? fromRoot(e.WEB_DIST_DIR) : null,
    adminDistDir: serveWeb ? fromRoot(e.ADMIN_DIST_DIR) : null,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    publicUrl,
    baseAdminUrl: (e.BASE_ADMIN_URL ?? `${publicUrl}/admin`).replace(/\/+$/, ''),
    identityProvider,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    rateLimits: {
      signInPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      tokenPerMinute: e.RATE_LIMIT_TOKEN_PER_MINUTE,
      heartbeatPerMinute: e.RATE_LIMIT_HEARTBEAT_PER_MINUTE,
      researchPerUserPerMinute: e.RATE_LIMIT_RESEARCH_PER_MINUTE,
      researchPerAddressPerMinute: e.RATE_LIMIT_RESEARCH_PER_ADDRESS_PER_MINUTE,
      researchConcurrentPerUser: e.RATE_LIMIT_RESEARCH_CONCURRENT_PER_USER,
      referralClicksPerMinute: e.RATE_LIMIT_REFERRAL_CLICKS_PER_MINUTE,
    },
    demoCorpusPosts: e.DEMO_CORPUS === 'off' ? 0 : e.DEMO_CORPUS_POSTS,
    demoCorpusLive: e.DEMO_CORPUS === 'on',
    metricsRefreshIntervalMs: e.METRICS_REFRESH_SECONDS * 1000,
    cardRenewalIntervalMs: e.CARD_RENEWAL_SECONDS * 1000,
    billing: billingFrom(e),
    limitedOfferEndsAt: e.LIMITED_OFFER_ENDS_AT ?? null,
    referral: {
      commissionPercent: e.REFERRAL_COMMISSION_PERCENT,
      holdDays: e.REFERRAL_HOLD_DAYS,
    },
    meta: metaConfigFrom(e),
  };
}

function billingFrom(e: ParsedEnvironment) {
  try {
    return billingConfigFrom(e);
  } catch (error) {
    if (error instanceof BillingConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

function requirePair(e: ParsedEnvironment, name: keyof ParsedEnvironment, partner: string) {
  if (!e[name])
    throw new ConfigError(`Invalid configuration: ${name}: required when ${partner} is set`);
  return String(e[name]);
}

/** localhost, 127.0.0.0/8 or ::1 (with or without brackets): this machine only. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    ['localhost', '::1', '[::1]'].includes(hostname.toLowerCase()) ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

function identityProviderFrom(e: ParsedEnvironment, publicUrl: string): IdentityProviderConfig {
  if (e.GOOGLE_CLIENT_ID || e.GOOGLE_CLIENT_SECRET) {
    return {
      kind: 'google',
      issuer: 'https://accounts.google.com',
      clientId: requirePair(e, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'),
      clientSecret: requirePair(e, 'GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID'),
    };
  }
  if (e.OIDC_ISSUER || e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET) {
    return {
      kind: 'oidc',
      issuer: requirePair(e, 'OIDC_ISSUER', 'OIDC_CLIENT_ID'),
      clientId: requirePair(e, 'OIDC_CLIENT_ID', 'OIDC_ISSUER'),
      clientSecret: requirePair(e, 'OIDC_CLIENT_SECRET', 'OIDC_ISSUER'),
    };
  }
  if (e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: the development identity provider cannot run with NODE_ENV=production; ' +
        'set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
    );
  }
  // Anyone who can reach the development provider can sign in as anyone (decision 0029).
  const isLocalOnly = isLoopbackHost(e.HOST) && isLoopbackHost(new URL(publicUrl).hostname);
  if (!isLocalOnly && e.DEV_IDENTITY_PROVIDER_UNSAFE !== 'true') {
    throw new ConfigError(
      'Invalid configuration: the development identity provider runs only when the app is reachable ' +
        'from this machine alone (HOST 127.0.0.1, ::1 or localhost and a localhost PUBLIC_URL); ' +
        'set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, ' +
        'or DEV_IDENTITY_PROVIDER_UNSAFE=true to let anyone who reaches it sign in as anyone',
    );
  }
  return { kind: 'development', isLocalOnly };
}
