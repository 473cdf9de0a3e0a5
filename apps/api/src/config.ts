import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const port = z.coerce.number().int().min(1).max(65_535);
const postgresUrl = z
  .string()
  .url()
  .refine(
    (value) => /^postgres(ql)?:\/\//.test(value),
    'must start with postgres:// or postgresql://',
  );

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
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
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
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_TOKEN_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_HEARTBEAT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  DEMO_CORPUS: z.enum(['on', 'frozen', 'off']).default('on'),
  DEMO_CORPUS_POSTS: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  METRICS_REFRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
});

type ParsedEnvironment = z.output<typeof environmentSchema>;

export type Environment = z.input<typeof environmentSchema>;

export interface Config {
  environment: 'development' | 'test' | 'production';
  host: string;
  port: number;
  database: { databaseUrl: string } | { dataDir: string | null };
  logLevel: string;
  bodyLimitBytes: number;
  /** Folder of the built web app to serve from the API's origin, or null to serve none. */
  webDistDir: string | null;
  /** Folder of the built admin site, served under /admin whenever the web app is served. */
  adminDistDir: string | null;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** The origin browsers reach the app at, e.g. https://app.postradar.example. */
  publicUrl: string;
  /** Where staff are sent by /ass (SPEC configuration key baseAdminUrl). */
  baseAdminUrl: string;
  identityProvider: IdentityProviderConfig;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** E-mail addresses (lower case) that receive the admin role when they sign in. */
  adminEmails: string[];
  rateLimits: { signInPerMinute: number; tokenPerMinute: number; heartbeatPerMinute: number };
  /** Posts of the demo corpus loaded into an empty database at start-up; 0 loads none. */
  demoCorpusPosts: number;
  /** Whether a demo corpus in the database gets new engagement every hour (decision 0021). */
  demoCorpusLive: boolean;
  /** How often trending gains and spike scores are recomputed (decision 0007); 0 never. */
  metricsRefreshIntervalMs: number;
}

/** Google, any other OpenID Connect issuer, or the embedded development provider. */
export type IdentityProviderConfig =
  | { kind: 'google'; issuer: string; clientId: string; clientSecret: string }
  | { kind: 'oidc'; issuer: string; clientId: string; clientSecret: string }
  | { kind: 'development' };

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
  const identityProvider = identityProviderFrom(e);
  const serveWeb = e.SERVE_WEB === 'auto' ? e.NODE_ENV === 'production' : e.SERVE_WEB === 'true';
  return {
    environment: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : { dataDir: fromRoot(e.DATA_DIR) },
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: serveWeb ? fromRoot(e.WEB_DIST_DIR) : null,
    adminDistDir: serveWeb ? fromRoot(e.ADMIN_DIST_DIR) : null,
    trustProxy: e.TRUST_PROXY === 'true',
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
    },
    demoCorpusPosts: e.DEMO_CORPUS === 'off' ? 0 : e.DEMO_CORPUS_POSTS,
    demoCorpusLive: e.DEMO_CORPUS === 'on',
    metricsRefreshIntervalMs: e.METRICS_REFRESH_SECONDS * 1000,
  };
}

function requirePair(e: ParsedEnvironment, name: keyof ParsedEnvironment, partner: string) {
  if (!e[name])
    throw new ConfigError(`Invalid configuration: ${name}: required when ${partner} is set`);
  return String(e[name]);
}

function identityProviderFrom(e: ParsedEnvironment): IdentityProviderConfig {
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
  return { kind: 'development' };
}
