import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/**
 * A fresh embedded database for every run, as a new user gets on first start, removed when the
 * run ends (e2e/remove-data-dir.ts). Kept in the environment so that the workers, which load this
 * file again, name the same folder.
 */
process.env.E2E_DATA_DIR ??= `.tmp/e2e-data-${Date.now()}`;
const dataDir = process.env.E2E_DATA_DIR;
/**
 * The app runs in the payment sandbox (scripts/sandbox): the fake bank page, where the billing
 * specs send transfers from, has a fixed port beside the app's (e2e/billing/fake-bank.ts reads it).
 */
const bankPort = Number(process.env.E2E_BANK_PORT ?? port + 1000);
process.env.E2E_BANK_URL = `http://127.0.0.1:${bankPort}/`;

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/remove-data-dir.ts',
  fullyParallel: true,
  workers: 2,
  // CI keeps one retry as a safety net and names every test that needed it: the list reporter's
  // summary, and .ci/run's last lines from the JSON report (scripts/list-flaky-tests.mjs).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/e2e-report.json' }]] : 'list',
  // Generous waits: the suite also runs on a busy 2-core machine next to the database suites, and
  // a journey through sign-in and three screens can then take most of a minute.
  timeout: 60_000,
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
    // Staff: the admin role is recorded for staff@e2e.test and importer@e2e.test (e2e/fixtures.ts,
    // e2e/staff-import.ts), the idea-mod role for ideas@e2e.test (e2e/ideas.spec.ts), before the
    // server starts (the embedded database allows one process at a time) and given when that
    // account is first created; the development provider never honours ADMIN_EMAILS. The billing
    // specs' coupon is made then too (there is no staff screen for coupons): half off Standard. The
    // app starts as `npm run start:sandbox` starts it, every way to pay pointed at local fakes.
    command: [
      'node --import tsx apps/api/src/cli/users.ts grant staff@e2e.test admin',
      'node --import tsx apps/api/src/cli/users.ts grant importer@e2e.test admin',
      'node --import tsx apps/api/src/cli/users.ts grant ideas@e2e.test idea-mod',
      'node --import tsx apps/api/src/cli/billing.ts coupon create E2EHALF --percent 50 --plans standard',
      'node --import tsx scripts/sandbox/start-sandbox.ts',
    ].join(' && '),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    // A small demo corpus keeps each run's first start quick (20,000 posts take about 30 s on PGlite).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SANDBOX_BANK_PORT: String(bankPort),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_CORPUS_POSTS: '500',
      // Sign-in specs: access tokens live 5 seconds so that a spec can watch one expire and be
      // refreshed mid-session (each refresh is one call to the token endpoint, whose per-address
      // limit the parallel specs share).
      ACCESS_TOKEN_TTL_SECONDS: '5',
      RATE_LIMIT_TOKEN_PER_MINUTE: '600',
      // Every spec signs in a seller, most a staff member too, all from one address: two workers
      // start more than the default 20 sign-ins a minute (the limit itself is tested in
      // apps/api/src/modules/auth/rate-limits.db.test.ts).
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '600',
      // The parallel specs share one address, and some of them one user, for their research calls.
      RATE_LIMIT_RESEARCH_PER_MINUTE: '6000',
      RATE_LIMIT_RESEARCH_PER_ADDRESS_PER_MINUTE: '6000',
      // The limited-time offer runs through every run: its popup would open over the first screen
      // of every user who does not pay, so the sign-in helpers mark it shown for the day
      // (e2e/fixtures.ts), except in e2e/offer.spec.ts.
      LIMITED_OFFER_ENDS_AT: '2099-12-31T23:59:59+07:00',
    },
  },
});
