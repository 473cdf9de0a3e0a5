import { expect, test } from '@playwright/test';
import { newSeller, signIn } from './fixtures';
import { billRows, expectActivePlan } from './billing/billing-settings';
import { checkoutFromPricing, chooseMethod, expectCompleted, standard } from './billing/checkout';
import { sendTransfer } from './billing/fake-bank';

test('a seller gets the transfer details, sends the transfer and the checkout completes', async ({
  page,
}) => {
  const seller = newSeller('billing-bank');
  await signIn(page, seller);
  await checkoutFromPricing(page, standard);
  await chooseMethod(page, 'bank');
  await expect(page.getByTestId('checkout-pay')).toHaveText('Get transfer details');
  await page.getByTestId('checkout-pay').click();

  const pending = page.getByTestId('checkout-pending');
  await expect(pending).toContainText('Almost done');
  const billCode = (await pending.getByTestId('pending-bill-code').innerText()).trim();
  expect(billCode).not.toBe('');

  const details = page.getByTestId('bank-transfer-details');
  await expect(details).toContainText('Bank transfer details');
  await expect(details.getByTestId('transfer-bank')).toHaveText('Vietcombank');
  await expect(details.getByTestId('transfer-account')).toHaveText('0011001234567');
  await expect(details.getByTestId('transfer-holder')).toHaveText('POSTRADAR SANDBOX');
  // $59 in dong, as Vietnamese banks write it.
  const amount = '1.522.000';
  await expect(details.getByTestId('transfer-amount')).toContainText(amount);
  const note = details.getByTestId('transfer-note');
  await expect(note).toContainText(billCode);
  await expect(note).toContainText(standard.slug);
  await expect(details.locator('svg[data-testid="transfer-qr"], canvas').first()).toBeVisible();

  await sendTransfer(page.context(), { note: await note.innerText(), amount });

  // The checkout polls the bill and completes by itself once the transfer is matched.
  await expectCompleted(page, seller, standard.title);
  await expectActivePlan(page, standard.title);
  await expect(page.getByTestId('membership-method')).toHaveText('Bank transfer');
  await expect(billRows(page).getByTestId('bill-status')).toHaveText('Paid');
});
