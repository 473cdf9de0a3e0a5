import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningApp {
  /** The origin the web app and the API answer on. */
  url: string;
  stop(): Promise<void>;
}

export interface AppOptions {
  /** An app already running; when missing, the bench starts one of its own. */
  url?: string;
  port: string;
  /** The embedded database's folder, kept between runs so that the corpus loads once. */
  dataDir: string;
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

/**
 * The staff member the benches give their seller a plan through (`e2e/grant-plan.ts`): granted the
 * admin role before the app starts, as the end-to-end tests do (the embedded database serves one
 * process at a time). A running app (`--url`) must have it granted already.
 */
function grantImporter(env: NodeJS.ProcessEnv) {
  const granted = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/users.ts', 'grant', 'importer@e2e.test', 'admin'],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (granted.status !== 0) throw new Error('Granting the bench its staff member failed.');
}

/**
 * Starts the app as `npm start` does (building the web app when its sources changed, loading the
 * 20,000-post demo corpus into an empty embedded database) and resolves once /healthz answers.
 * The per-minute research limits are raised: a bench searches far faster than a person.
 */
async function startApp({ port, dataDir }: AppOptions): Promise<RunningApp> {
  const url = `http://localhost:${port}`;
  if (await isHealthy(url)) throw new Error(`Port ${port} is taken; pass --url or --port.`);
  console.log(`Starting the app on ${url} (first start: build and demo corpus, minutes)...`);
  const env = {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_RESEARCH_PER_MINUTE: '6000',
    RATE_LIMIT_RESEARCH_PER_ADDRESS_PER_MINUTE: '6000',
  };
  grantImporter(env);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 15 * 60_000;
  while (!(await isHealthy(url))) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}.`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The app did not answer /healthz within 15 minutes.');
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { url, stop };
}

/** The app at `url`, or one the bench starts (and stops) itself. */
export async function openApp(options: AppOptions): Promise<RunningApp> {
  if (!options.url) return startApp(options);
  const url = options.url.replace(/\/$/, '');
  if (!(await isHealthy(url))) throw new Error(`${url}/healthz does not answer.`);
  return { url, stop: async () => undefined };
}

/** The command-line options every web bench takes to find or start the app. */
export const appArgs = {
  url: { type: 'string' },
  port: { type: 'string', default: '3300' },
  'data-dir': { type: 'string', default: '.tmp/bench-web-data' },
} as const;
