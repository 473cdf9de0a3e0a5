import { expect, test, type Page } from '@playwright/test';
import { newSeller, signIn } from './fixtures';
import { expectActivePlan } from './billing/billing-settings';
import { checkoutFromPricing, expectCompleted, standard } from './billing/checkout';

/** PayPal is the way to pay a checkout starts with: its button leaves for the approval page. */
async function continueToPayPal(page: Page) {
  await expect(page.getByTestId('method-paypal')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('checkout-pay').click();
  await expect(page).toHaveTitle('PayPal sandbox (fake)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PayPal sandbox (fake)');
}

test('a seller approves the payment on PayPal and comes back to a completed order', async ({
  page,
}) => {
  const seller = newSeller('billing-paypal');
  await signIn(page, seller);
  await checkoutFromPricing(page, standard);
  await expect(page.getByTestId('checkout-pay')).toHaveText('Continue to PayPal');
  await continueToPayPal(page);

  await page.getByTestId('fake-paypal-approve').click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await expectCompleted(page, seller, standard.title);

  await expectActivePlan(page, standard.title);
  await expect(page.getByTestId('membership-method')).toHaveText('PayPal');
});

test('a seller who cancels on PayPal comes back to the same order, nothing charged', async ({
  page,
}) => {
  await signIn(page, newSeller('billing-paypal-cancel'));
  await checkoutFromPricing(page, standard);
  await continueToPayPal(page);

  await page.getByTestId('fake-paypal-cancel').click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await expect(page.getByTestId('paypal-cancelled')).toContainText(
    'The PayPal payment was cancelled and nothing was charged.',
  );
  const review = page.getByTestId('review-order');
  await expect(review).toContainText('Review Order');
  await expect(review.getByTestId('review-plan')).toHaveText(standard.title);
  await expect(review.getByTestId('review-total')).toHaveText(standard.price);
  await expect(page.getByTestId('checkout-pay')).toBeEnabled();
  await expect(page.getByTestId('checkout-completed')).toHaveCount(0);
});
