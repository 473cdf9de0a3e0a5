import { expect, test } from '@playwright/test';
import { newSeller } from './fixtures';
import { signInWithPlan } from './grant-plan';
import { choose, expectListShown, researchTestTimeout, postCards, resultsOf } from './research';

test.describe.configure({ timeout: researchTestTimeout });

test.beforeEach(async ({ page, browser }) => {
  await signInWithPlan(page, browser, newSeller('research-ads'));
});

test('the ads library shows only ads, with their ad sets, and sorts by ad sets running', async ({
  page,
}) => {
  await page.goto('/a/ads');
  await expect(page).toHaveTitle('Ads library - PostRadar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ads library');
  await expectListShown(page);
  await expect(page.getByTestId('results-total')).toHaveText(/^[\d,]+\+? ads?$/);

  // Ads only: there is no posts-or-ads choice among the filters.
  await page.getByTestId('filters-toggle').click();
  await expect(page.getByTestId('search-filters')).toBeVisible();
  await expect(page.getByTestId('filter-kind')).toHaveCount(0);

  const sorted = await resultsOf(page, { sort: 'ads', kind: 'ad' }, () =>
    choose(page, 'results-sort', 'Ad sets running'),
  );
  // The kind is the screen's own, never written to the address.
  await expect(page).toHaveURL(/\/a\/ads\?sort=ads$/);
  expect(sorted.docs.every((doc) => doc.kind === 'ad')).toBe(true);

  const cards = postCards(page);
  const adSets: number[] = [];
  for (let index = 0; index < (await cards.count()); index += 1) {
    const card = cards.nth(index);
    await expect(card.getByTestId('post-ad-badge')).toHaveText('Ad');
    const summary = await card.getByTestId('post-ad-summary').innerText();
    const count = /(\d+) ad sets?/.exec(summary)?.[1];
    if (count) adSets.push(Number(count));
  }
  expect(adSets.length).toBeGreaterThan(0);
  expect(adSets).toEqual([...adSets].sort((a, b) => b - a));
});

test('trending offers its sorts as tabs, each explained, and the address follows', async ({
  page,
}) => {
  await page.goto('/a/trending');
  await expect(page).toHaveTitle('Trending posts - PostRadar');
  const trendingTab = page.getByTestId('sort-tab-trending');
  await expect(trendingTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('sort-tabs-hint')).toHaveText('Reaction increase within 24 hours.');
  await expect(postCards(page).first().getByTestId('post-highlight')).toContainText(
    'reactions in the last 24 hours',
  );

  await resultsOf(page, { sort: 'mass_shares' }, () =>
    page.getByTestId('sort-tab-mass_shares').click(),
  );
  await expect(page).toHaveURL(/\/a\/trending\?sort=mass_shares$/);
  await expect(page.getByTestId('sort-tab-mass_shares')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('sort-tabs-hint')).toContainText('A sudden rise in shares');
  await expect(postCards(page).first().getByTestId('post-highlight')).toContainText('× usual pace');

  // The default sort leaves the address bare.
  await trendingTab.click();
  await expect(page).toHaveURL(/\/a\/trending$/);
  await expect(trendingTab).toHaveAttribute('aria-selected', 'true');

  await page.goBack();
  await expect(page).toHaveURL(/\/a\/trending\?sort=mass_shares$/);
  await expect(page.getByTestId('sort-tab-mass_shares')).toHaveAttribute('aria-selected', 'true');
});
