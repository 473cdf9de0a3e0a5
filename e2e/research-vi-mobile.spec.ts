import { expect, test, type Page } from '@playwright/test';
import { newSeller } from './fixtures';
import { signInWithPlan } from './grant-plan';
import {
  cardIds,
  expectListShown,
  researchTestTimeout,
  expectResults,
  foldedCardTexts,
  postCards,
  renderWait,
  resultsOf,
} from './research';

test.describe.configure({ timeout: researchTestTimeout });

/** What the main research flow types and expects to read, in one language. */
interface FlowTexts {
  title: string;
  /** Words typed without accents; the posts found hold them, accents aside. */
  words: string;
  total: RegExp;
  page: (page: number) => string;
  detailTitle: (pageName: string) => string;
  engagement: string;
}

/**
 * The main flow of the post search: page 2 and back, a search, a detail over the results, the
 * next result, and closing the detail.
 */
async function searchAndBrowse(page: Page, texts: FlowTexts) {
  await page.goto('/a/posts');
  await expect(page).toHaveTitle(`${texts.title} - PostRadar`);
  await expectListShown(page);
  await expect(page.getByTestId('results-total')).toHaveText(texts.total);

  const firstPage = await cardIds(page);
  const secondPage = await resultsOf(page, { page: '2' }, () =>
    page.getByRole('button', { name: texts.page(2), exact: true }).click(),
  );
  await expect(page).toHaveURL(/\/a\/posts\?page=2$/);
  expect(secondPage.docs.map((doc) => doc._id)).not.toContain(firstPage[0]);
  await page.goBack();
  await expect(page).toHaveURL(/\/a\/posts$/);
  await expect.poll(() => cardIds(page), renderWait).toEqual(firstPage);

  await page.getByTestId('search-input').fill(texts.words);
  const found = await resultsOf(page, { q: texts.words }, () =>
    page.getByTestId('search-input').press('Enter'),
  );
  await expect(page).toHaveURL(`/a/posts?q=${texts.words.replaceAll(' ', '+')}`);
  expect(found.docs.length).toBeGreaterThan(1);
  await expect(page.getByTestId('results-total')).toHaveText(texts.total);
  for (const text of await foldedCardTexts(page)) {
    for (const word of texts.words.split(' ')) expect(text, text).toContain(word);
  }

  const [firstId = '', secondId = ''] = found.docs.map((doc) => doc._id);
  const firstCard = postCards(page).first();
  const pageName = (await firstCard.getByTestId('post-page').innerText()).trim();
  await firstCard.getByTestId('post-details-link').click();
  const modal = page.getByTestId('post-detail-modal');
  await expect(modal.getByTestId('post-detail')).toHaveAttribute('data-post-id', firstId);
  await expect(page).toHaveTitle(`${texts.detailTitle(pageName)} - PostRadar`);
  await expect(modal.getByRole('heading', { name: texts.engagement })).toBeVisible();

  await modal.getByTestId('post-detail-next').click();
  await expect(page).toHaveURL(new RegExp(`/a/posts/${secondId}$`));
  await expect(modal.getByTestId('post-detail')).toHaveAttribute('data-post-id', secondId);

  await modal.getByTestId('post-detail-close').click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(`/a/posts?q=${texts.words.replaceAll(' ', '+')}`);
  await expectResults(page, found);
}

test.describe('in Vietnamese', () => {
  test.use({ locale: 'vi-VN' });

  test('the post search speaks Vietnamese and finds words typed without accents', async ({
    page,
    browser,
  }) => {
    await signInWithPlan(page, browser, newSeller('research-vi'));
    await searchAndBrowse(page, {
      title: 'Tìm kiếm bài đăng',
      words: 'qua tang',
      total: /^[\d.]+\+? bài đăng$/,
      page: (number) => `Trang ${number}`,
      detailTitle: (pageName) => `Bài đăng của ${pageName}`,
      engagement: 'Tương tác theo thời gian',
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the post search works at 375 px, nothing wider than the screen', async ({
    page,
    browser,
  }) => {
    await signInWithPlan(page, browser, newSeller('research-phone'));
    await searchAndBrowse(page, {
      title: 'Search posts',
      words: 'gift',
      total: /^[\d,]+\+? posts?$/,
      page: (number) => `Page ${number}`,
      detailTitle: (pageName) => `Post by ${pageName}`,
      engagement: 'Engagement over time',
    });
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
