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
  SERVE_WEB: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

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
  trustProxy: boolean;
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repositoryRoot, path);
}

/**
 * Reads and checks the environment. An invalid value stops the start with one line naming the
 * variable, e.g. `Invalid configuration: PORT: Too big: expected number to be <=65535 (got "70000")`.
 */
export function loadConfig(env: NodeJS.ProcessEnv | Environment = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const value = (env as Record<string, unknown>)[name];
    throw new ConfigError(
      `Invalid configuration: ${name}: ${issue?.message ?? 'invalid'} (got ${JSON.stringify(value)})`,
    );
  }
  const e = parsed.data;
  const serveWeb = e.SERVE_WEB === 'auto' ? e.NODE_ENV === 'production' : e.SERVE_WEB === 'true';
  return {
    environment: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : { dataDir: fromRoot(e.DATA_DIR) },
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: serveWeb ? fromRoot(e.WEB_DIST_DIR) : null,
    trustProxy: e.TRUST_PROXY === 'true',
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
