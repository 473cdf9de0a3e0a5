import { expect, test } from '@playwright/test';
import { newSeller, signIn } from './fixtures';
import { billRows, expectActivePlan, expectNotSubscribed } from './billing/billing-settings';
import { addCard, cardExpiry, testCards, typeCard } from './billing/card';
import {
  checkoutFromPricing,
  chooseMethod,
  expectCheckoutFailed,
  expectCompleted,
  standard,
} from './billing/checkout';

test('a seller saves a card, pays for Standard with it and sees the plan and the paid bill', async ({
  page,
}) => {
  const seller = newSeller('billing-card');
  await signIn(page, seller);
  await checkoutFromPricing(page, standard);
  await chooseMethod(page, 'stripe');

  // The name on the card is required: nothing is sent without it.
  await typeCard(page, testCards.succeeds);
  await page.getByTestId('add-card-submit').click();
  await expect(page.getByTestId('add-card-error')).toHaveText(
    'Please enter your name as shown on the credit card.',
  );
  await expect(page.getByTestId('saved-card')).toHaveCount(0);

  await addCard(page, testCards.succeeds, seller.name);
  await expect(page.getByTestId('saved-card-expiry')).toHaveText(`Expires on: ${cardExpiry.shown}`);

  await expect(page.getByTestId('checkout-pay')).toHaveText(`Pay ${standard.price}`);
  await page.getByTestId('checkout-pay').click();
  await expectCompleted(page, seller, standard.title);

  await expectActivePlan(page, standard.title);
  await expect(page.getByTestId('membership-method')).toHaveText('Card');
  const bills = billRows(page);
  await expect(bills).toHaveCount(1);
  await expect(bills.getByTestId('bill-status')).toHaveText('Paid');
  await expect(bills.getByTestId('bill-amount')).toHaveText(standard.shownPrice);

  // The trials page now tells the seller about the plan they pay for, marked as theirs.
  await page.goto('/a/trials');
  await expect(page.getByTestId('trial-hero-subscribed')).toBeVisible();
  await expect(page.getByTestId('trial-heading')).toHaveText(`You are on ${standard.title}`);
  await expect(page.getByTestId('trial-manage-plan')).toHaveAttribute('href', '/settings/billing');
  const ownPlan = page.getByTestId(`upgrade-plan-${standard.slug}`);
  await expect(ownPlan.getByTestId('upgrade-plan-current')).toHaveText('Your plan');
  await expect(ownPlan.getByTestId('upgrade-plan-choose')).toHaveCount(0);
});

test('a declined card shows the decline in the failed banner and starts no plan', async ({
  page,
}) => {
  const seller = newSeller('billing-declined');
  await signIn(page, seller);
  await checkoutFromPricing(page, standard);
  await chooseMethod(page, 'stripe');
  await addCard(page, testCards.declined, seller.name);

  await page.getByTestId('checkout-pay').click();
  await expectCheckoutFailed(page, 'Your card was declined.');
  await expect(page.getByTestId('checkout-completed')).toHaveCount(0);

  await expectNotSubscribed(page);
});

test.describe('a card that asks for 3-D Secure', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    const seller = newSeller(`billing-3ds-${testInfo.title.split(' ')[0]}`);
    await signIn(page, seller);
    await checkoutFromPricing(page, standard);
    await chooseMethod(page, 'stripe');
    await addCard(page, testCards.authenticates, seller.name);
    await page.getByTestId('checkout-pay').click();
    await expect(page.getByRole('dialog', { name: 'Fake 3-D Secure' })).toBeVisible();
  });

  test('completed authentication completes the order', async ({ page }) => {
    await page.getByTestId('fake-3ds-complete').click();
    await expect(page.getByTestId('checkout-completed')).toContainText('Checkout Completed!');
    await expect(page.getByTestId('completed-plan')).toHaveText(standard.title);
    await expectActivePlan(page, standard.title);
  });

  test('failed authentication shows why and starts no plan', async ({ page }) => {
    await page.getByTestId('fake-3ds-fail').click();
    await expectCheckoutFailed(page, 'We are unable to authenticate your payment method.');
    await expect(page.getByTestId('checkout-completed')).toHaveCount(0);
    await expectNotSubscribed(page);
  });
});
