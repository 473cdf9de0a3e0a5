import { expect, test } from '@playwright/test';
import { newSeller } from './fixtures';
import { signInWithPlan } from './grant-plan';
import { cardIds, expectListShown, postCards, renderWait, researchTestTimeout } from './research';

test.describe.configure({ timeout: researchTestTimeout });

test.describe('collections in Vietnamese on a phone', () => {
  test.use({
    locale: 'vi-VN',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });

  test('a saved post is listed under Yêu thích and an ignored one leaves the search', async ({
    page,
    browser,
  }) => {
    await signInWithPlan(page, browser, newSeller('collections-vi'));
    await page.goto('/a/posts?perPage=10');
    await expectListShown(page);
    const [savedId, ignoredId] = await cardIds(page);

    const heart = postCards(page).first().getByTestId('post-action-favorite');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await postCards(page).nth(1).getByTestId('post-action-ignore').click();
    await page.getByTestId('ignore-post').click();
    await expect.poll(() => cardIds(page), renderWait).not.toContain(ignoredId);

    await page.goto('/a/favorites');
    await expect(page).toHaveTitle('Yêu thích - PostRadar');
    const saved = page.getByTestId('favorites-item');
    await expect(saved).toHaveCount(1, renderWait);
    await expect(saved.getByTestId('post-card')).toHaveAttribute('data-post-id', savedId ?? '');

    await page.goto('/a/follows?tab=blacklist');
    await expect(page).toHaveTitle('Theo dõi - PostRadar');
    await expect(page.getByTestId('blacklist-row')).toHaveCount(1, renderWait);
    await expect(page.getByTestId('blacklist-row')).toContainText('Bài đăng', { ignoreCase: true });
  });
});
