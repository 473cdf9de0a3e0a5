import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** A fresh embedded database for every run, as a new user gets on first start. */
const dataDir = `.tmp/e2e-data-${Date.now()}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  // Generous waits: the suite also runs on a busy 2-core machine next to the database suites.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    // A small demo corpus keeps each run's first start quick (20,000 posts take about 30 s on PGlite).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_CORPUS_POSTS: '500',
      // Sign-in specs: staff@e2e.test signs in as an admin, and access tokens live 5 seconds so
      // that a spec can watch one expire and be refreshed mid-session (each refresh is one call
      // to the token endpoint, whose per-address limit the parallel specs share).
      ADMIN_EMAILS: 'staff@e2e.test',
      ACCESS_TOKEN_TTL_SECONDS: '5',
      RATE_LIMIT_TOKEN_PER_MINUTE: '600',
    },
  },
});
