import { expect, test } from '@playwright/test';
import { newSeller } from './fixtures';
import { signInWithPlan } from './grant-plan';
import { cardIds, expectListShown, postCards, renderWait, researchTestTimeout } from './research';

test.describe.configure({ timeout: researchTestTimeout });

test.describe('favorites', () => {
  test('a post saved into a new category is listed under Favorites', async ({ page, browser }) => {
    await signInWithPlan(page, browser, newSeller('favorite'));
    await page.goto('/a/posts');
    await expectListShown(page);
    const [savedId] = await cardIds(page);
    const card = postCards(page).first();

    await card.getByTestId('post-action-favorite').click();
    await expect(card.getByTestId('post-action-favorite')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('favorite-choose-category').click();
    const modal = page.getByTestId('add-to-favorites-modal');
    await modal.getByTestId('category-search').fill('Gift ideas');
    await modal.getByTestId('category-create-option').click();
    await expect(modal.getByText('Gift ideas')).toBeVisible();
    await modal.getByTestId('add-to-favorites-done').click();
    await expect(modal).toBeHidden();

    await page.goto('/a/favorites');
    await page.getByTestId('favorites-categories').getByText('Gift ideas').click();
    await expect(page).toHaveURL(/[?&]category=\d+/);
    const saved = page.getByTestId('favorites-item');
    await expect(saved).toHaveCount(1, renderWait);
    await expect(saved.getByTestId('post-card')).toHaveAttribute('data-post-id', savedId ?? '');
  });

  test('every post of a page of results goes into one category at once', async ({
    page,
    browser,
  }) => {
    await signInWithPlan(page, browser, newSeller('add-all'));
    await page.goto('/a/posts?perPage=10');
    await expectListShown(page);
    const shown = await cardIds(page);
    expect(shown).toHaveLength(10);

    await page.getByTestId('add-all-favorites').click();
    const modal = page.getByTestId('add-all-modal');
    await modal.getByTestId('category-search').fill('Whole page');
    await modal.getByTestId('category-create-option').click();
    await expect(page.getByText('10 posts added to Whole page')).toBeVisible();

    await page.goto('/a/favorites');
    await page.getByTestId('favorites-categories').getByText('Whole page').click();
    await expect(page.getByTestId('favorites-item')).toHaveCount(10, renderWait);
    const listed = await page
      .getByTestId('favorites-item')
      .getByTestId('post-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-id')));
    expect([...listed].sort()).toEqual([...shown].sort());
  });
});
