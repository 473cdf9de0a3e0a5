import { expect, test } from '@playwright/test';
import { newSeller, signIn } from './fixtures';
import { expectActivePlan } from './billing/billing-settings';
import { addCard, testCards } from './billing/card';
import {
  checkoutFromPricing,
  chooseMethod,
  expectCompleted,
  planCard,
  standard,
  trial,
} from './billing/checkout';

/** Half off any plan, made before the server starts (playwright.config.ts). */
const halfOff = 'E2EHALF';

test('a coupon takes its discount off the total, and comes off again; an unknown one is refused', async ({
  page,
}) => {
  await signIn(page, newSeller('billing-coupon'));
  await checkoutFromPricing(page, standard);
  const review = page.getByTestId('review-order');
  const box = page.getByTestId('coupon-box');
  await expect(box.getByTestId('coupon-apply')).toBeDisabled();

  await box.getByTestId('coupon-input').fill(halfOff.toLowerCase());
  await box.getByTestId('coupon-apply').click();
  await expect(review.getByTestId('review-discount')).toHaveText('-$29.50');
  await expect(review.getByTestId('review-total')).toHaveText('$29.50');
  await expect(box.getByTestId('coupon-applied')).toBeVisible();

  // The coupon follows the way to pay: it still applies after another is chosen.
  await chooseMethod(page, 'bank');
  await expect(review.getByTestId('review-total')).toHaveText('$29.50');

  await box.getByTestId('coupon-remove').click();
  await expect(review.getByTestId('review-discount')).toHaveCount(0);
  await expect(review.getByTestId('review-total')).toHaveText(standard.price);
  await expect(box.getByTestId('coupon-input')).toHaveValue('');

  await box.getByTestId('coupon-input').fill('NOSUCHCODE');
  await box.getByTestId('coupon-apply').click();
  await expect(box).toContainText('This coupon code does not exist.');
  await expect(review.getByTestId('review-discount')).toHaveCount(0);
  await expect(review.getByTestId('review-total')).toHaveText(standard.price);
});

test('a new seller starts the free trial from the plans, which has no Ads library and 5 result pages', async ({
  page,
}) => {
  const seller = newSeller('billing-trial');
  await signIn(page, seller);
  await page.goto('/pricing');
  await expect(planCard(page, trial.slug).getByTestId('plan-price')).toHaveText('Free');
  await checkoutFromPricing(page, trial);

  // Nothing to pay: no way to pay nor coupon is asked for.
  await expect(page.getByTestId('review-total')).toHaveText('$0.00');
  await expect(page.getByTestId('payment-methods')).toHaveCount(0);
  await expect(page.getByTestId('coupon-box')).toHaveCount(0);
  await page.getByTestId('checkout-pay').click();
  await expectCompleted(page, seller, trial.title);

  await expectActivePlan(page, trial.title);
  await expect(page.getByTestId('membership-price')).toHaveText('Free');

  await page.goto('/a/ads');
  const gate = page.getByTestId('upgrade-gate');
  await expect(gate).toHaveAttribute('data-variant', 'ads');
  await expect(gate).toContainText(
    'The Ads library is part of the Standard plan. Upgrade to continue.',
  );
  await expect(page.getByTestId('post-card')).toHaveCount(0);

  // The trial searches the first 5 result pages only.
  await page.goto('/a/posts');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await page.goto('/a/posts?page=6');
  await expect(page.getByTestId('upgrade-gate')).toContainText(
    'You have reached the trial limit. Please upgrade to continue.',
  );
});

test('a seller who paid by card stops the renewal and keeps the plan until it ends', async ({
  page,
}) => {
  const seller = newSeller('billing-cancel');
  await signIn(page, seller);
  await checkoutFromPricing(page, standard);
  await chooseMethod(page, 'stripe');
  await addCard(page, testCards.succeeds, seller.name);
  await page.getByTestId('checkout-pay').click();
  await expectCompleted(page, seller, standard.title);

  const plan = await expectActivePlan(page, standard.title);
  const finish = await plan.getByTestId('membership-finish').innerText();
  await plan.getByTestId('billing-cancel').click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toContainText(
    `Renewal stops now and nothing more will be charged. You keep ${standard.title} until ${finish}.`,
  );
  await dialog.getByTestId('cancel-membership-confirm').click();
  await expect(dialog).toBeHidden();

  await expect(plan.getByTestId('membership-cancelled')).toContainText(
    'You keep access until the expiration date.',
  );
  await expect(plan.getByTestId('membership-plan')).toHaveText(standard.title);
  await expect(plan.getByTestId('membership-finish')).toHaveText(finish);
  await expect(plan.getByTestId('billing-cancel')).toHaveCount(0);
});
