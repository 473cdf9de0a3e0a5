import { expect, test } from '@playwright/test';
import { expectCompleted, trial } from './billing/checkout';
import { newSeller, signIn } from './fixtures';
import { expectListShown, researchTestTimeout } from './research';

test.describe.configure({ timeout: researchTestTimeout });

test('a seller starts the trial from Trials, which then counts its days and the searches of the day', async ({
  page,
}) => {
  const seller = newSeller('trials');
  await signIn(page, seller);
  // A new seller lands on the trials page, which offers the trial.
  await expect(page).toHaveURL(/\/a\/trials$/);
  await expect(page).toHaveTitle('Free trial - PostRadar');
  await expect(page.getByTestId('trial-hero-available')).toBeVisible();
  await page.getByTestId('trial-start').click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await expect(page.getByTestId('review-plan')).toHaveText(trial.title);
  await expect(page.getByTestId('review-total')).toHaveText('$0.00');
  await page.getByTestId('checkout-pay').click();
  await expectCompleted(page, seller, trial.title);

  await page.goto('/a/trials');
  await expect(page.getByTestId('trial-hero-running')).toBeVisible();
  await expect(page.getByTestId('trial-heading')).toHaveText('7 days left in your trial');
  await expect(page.getByTestId('trial-days')).toContainText('Day 1 of 7');
  const searches = page.getByTestId('trial-usage-searches');
  await expect(searches).toContainText('0 of 20');
  await expect(searches).toContainText('20 searches left today.');
  await expect(page.getByTestId('trial-usage-pages')).toContainText(
    'The first 5 pages of every search',
  );

  await page.goto('/a/posts');
  await expectListShown(page);
  await page.goto('/a/trials');
  await expect(searches).toContainText('1 of 20');
  await expect(searches).toContainText('19 searches left today.');
});
