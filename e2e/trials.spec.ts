import { expect, test } from '@playwright/test';
import { expectCompleted, trial } from './billing/checkout';
import { newSeller, readStorage, signIn } from './fixtures';
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

test('a seller without a plan is offered the trial, and on the next visit no screen asks what the API would refuse', async ({
  page,
}) => {
  await signIn(page, newSeller('trials-no-plan'));
  const gate = page.getByTestId('upgrade-gate');
  // The first visit on this device: the screen does not know yet that there is no plan.
  await page.goto('/a/posts');
  await expect(gate).toHaveAttribute('data-variant', 'trial');
  await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
  // The device keeps what the membership answered.
  await expect.poll(() => readStorage(page, 'membership')).toContain('"isRunning":false');

  const refused: string[] = [];
  const searches: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 402) refused.push(new URL(response.url()).pathname);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/posts') searches.push(request.url());
  });
  await page.reload();
  await expect(gate).toHaveAttribute('data-variant', 'trial');
  await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
  await page.goto('/a/trending');
  await expect(gate).toHaveAttribute('data-variant', 'trial');
  await expect(page.getByRole('heading', { level: 1, name: 'Trending' })).toBeVisible();
  await page.goto('/a');
  await expect(page.getByTestId('dashboard-screen')).toBeVisible();
  await expect(gate).toHaveAttribute('data-variant', 'trial');
  await expect(page.getByTestId('dashboard-news-locked')).toBeVisible();
  await expect(page.getByTestId('dashboard-favorites-locked')).toBeVisible();
  await expect(page.getByTestId('dashboard-corpus')).toBeVisible();
  expect(refused).toEqual([]);
  expect(searches).toEqual([]);
});
