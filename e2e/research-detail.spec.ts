import { expect, test, type Page } from '@playwright/test';
import { newSeller } from './fixtures';
import { signInWithPlan } from './grant-plan';
import { cardIds, expectListShown, researchTestTimeout, postCards, renderWait } from './research';

test.describe.configure({ timeout: researchTestTimeout });

test.beforeEach(async ({ page, browser }) => {
  await signInWithPlan(page, browser, newSeller('research-detail'));
});

/** The trending posts: young and active, so each has a day of hourly engagement snapshots. */
async function openTrendingList(page: Page): Promise<string[]> {
  await page.goto('/a/posts?sort=trending');
  await expectListShown(page);
  const ids = (await cardIds(page)).filter((id) => id !== null);
  expect(ids.length).toBeGreaterThan(2);
  return ids;
}

/** The engagement charts of a detail draw reactions, comments and shares over time. */
async function expectCharts(page: Page) {
  const engagement = page.getByTestId('engagement');
  await expect(engagement.getByRole('heading', { name: 'Engagement over time' })).toBeVisible();
  for (const field of ['reactions', 'comments', 'shares']) {
    await expect(
      engagement.getByTestId(`engagement-chart-${field}`).locator('svg.recharts-surface'),
    ).toBeVisible();
  }
}

test('a detail opens over its list, shows its chart, moves to the next result and closes on Esc', async ({
  page,
}) => {
  const [firstId = '', secondId = '', thirdId = ''] = await openTrendingList(page);
  const firstCard = postCards(page).first();
  const pageName = (await firstCard.getByTestId('post-page').innerText()).trim();

  await firstCard.getByTestId('post-details-link').click();
  await expect(page).toHaveURL(new RegExp(`/a/posts/${firstId}$`));
  const modal = page.getByTestId('post-detail-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('post-detail')).toHaveAttribute('data-post-id', firstId);
  await expect(page).toHaveTitle(`Post by ${pageName} - PostRadar`);
  // The list stays under the modal.
  await expect(page.getByTestId('posts-screen')).toBeAttached();
  await expectCharts(page);
  await expect(modal.getByTestId('post-detail-previous')).toBeDisabled();

  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/a/posts/${secondId}$`));
  await expect(modal.getByTestId('post-detail')).toHaveAttribute('data-post-id', secondId);
  await modal.getByTestId('post-detail-next').click();
  await expect(modal.getByTestId('post-detail')).toHaveAttribute('data-post-id', thirdId);
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/a/posts/${secondId}$`));

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/a\/posts\?sort=trending$/);
  await expect(page).toHaveTitle('Search posts - PostRadar');
  await expect
    .poll(() => cardIds(page), renderWait)
    .toEqual(expect.arrayContaining([firstId, secondId]));
});

test('a detail opened by its address is a page of its own, and reloading a modal gives it', async ({
  page,
}) => {
  const [firstId = ''] = await openTrendingList(page);

  // A shared link.
  await page.goto(`/a/posts/${firstId}`);
  const screen = page.getByTestId('post-detail-screen');
  await expect(screen.getByTestId('post-detail')).toHaveAttribute('data-post-id', firstId);
  await expect(page.getByTestId('post-detail-modal')).toHaveCount(0);
  await expect(page.getByTestId('posts-screen')).toHaveCount(0);
  await expectCharts(page);
  await expect(screen.getByTestId('post-detail-text')).not.toBeEmpty();

  await screen.getByRole('link', { name: 'Search posts' }).click();
  await expect(page).toHaveURL(/\/a\/posts$/);
  await expectListShown(page);

  // Opened over the list, then reloaded: the same address shows the page.
  await postCards(page).first().getByTestId('post-details-link').click();
  await expect(page.getByTestId('post-detail-modal')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('post-detail-screen').getByTestId('post-detail')).toBeVisible();
  await expect(page.getByTestId('post-detail-modal')).toHaveCount(0);
});

test('an address of no post says so', async ({ page }) => {
  await page.goto('/a/posts/999999999999');
  await expect(page.getByTestId('post-detail-error')).toContainText('This post does not exist.');
});
