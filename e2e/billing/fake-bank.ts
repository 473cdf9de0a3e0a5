import { expect, type BrowserContext } from '@playwright/test';

/** The sandbox's fake bank page (playwright.config.ts gives it a fixed port). */
function fakeBankUrl(): string {
  const url = process.env.E2E_BANK_URL;
  if (!url) throw new Error('E2E_BANK_URL is not set: run the specs through playwright.config.ts.');
  return url;
}

/**
 * Sends a bank transfer from the fake bank's page, in a tab of its own, as a person pays from
 * their banking app; resolves once the app's bank webhook has taken it.
 */
export async function sendTransfer(
  context: BrowserContext,
  transfer: { note: string; amount: string },
) {
  const bank = await context.newPage();
  try {
    await bank.goto(fakeBankUrl());
    await expect(bank.getByRole('heading', { level: 1 })).toHaveText('Bank (sandbox, fake)');
    await bank.getByTestId('fake-bank-content').fill(transfer.note);
    await bank.getByTestId('fake-bank-amount').fill(transfer.amount);
    await bank.getByTestId('fake-bank-send').click();
    await expect(bank.getByTestId('fake-bank-status')).toHaveText('200');
  } finally {
    await bank.close();
  }
}
