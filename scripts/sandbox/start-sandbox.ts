// `npm run start:sandbox`: the app exactly as `npm start` starts it, with every way to pay pointed
// at local fakes of the providers (packages/provider-fakes): Stripe and Stripe.js, PayPal and a
// bank that reports transfers as SePay does. The web app marks every payment screen as the
// sandbox; its database is its own (.data-sandbox) unless DATA_DIR or DATABASE_URL is set. The
// bank page takes any free port unless SANDBOX_BANK_PORT names one.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startBankFake, startPayPalFake, startStripeFake } from '@postradar/provider-fakes';
import {
  appAddress,
  bankPort,
  sandboxBank,
  sandboxEnvironment,
  sandboxSecrets,
  webhookPaths,
} from './sandbox-environment';
import { sandboxNotice } from './sandbox-notice';
import { waitForApp } from './wait-for-app';

const root = fileURLToPath(new URL('../..', import.meta.url));
const appUrl = appAddress(process.env);
const secrets = sandboxSecrets();

const stripe = await startStripeFake({
  webhook: { url: `${appUrl}${webhookPaths.stripe}`, secret: secrets.stripeWebhookSecret },
});
const paypal = await startPayPalFake({ webhookUrl: `${appUrl}${webhookPaths.paypal}` });
const bank = await startBankFake({
  port: bankPort(process.env),
  webhookUrl: `${appUrl}${webhookPaths.bank}`,
  apiKey: secrets.sepayApiKey,
  accountNumber: sandboxBank.BANK_ACCOUNT_NUMBER,
  gateway: sandboxBank.BANK_NAME,
});

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: sandboxEnvironment(process.env, { stripe, paypal, secrets }),
});
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);

const exited = new Promise<number>((resolve) => {
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
if (await waitForApp(appUrl, exited)) console.log(sandboxNotice(bank.url));

const code = await exited;
await Promise.all([stripe.close(), paypal.close(), bank.close()]);
process.exit(code);
