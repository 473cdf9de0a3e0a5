import { expect, type Page, type Response } from '@playwright/test';

/** A page of results as GET /api/posts (or an entity's posts) answers it. */
export interface PostPage {
  docs: { _id: string; kind: 'post' | 'ad'; message: string }[];
  page: number;
  total: number;
  totalCapped: boolean;
}

export const postCards = (page: Page) => page.getByTestId('post-card');

/**
 * A wait for a page of 50 result cards to render: generous, as the e2e suite shares a busy
 * 2-core machine with other suites (research specs run with a longer test timeout too).
 */
export const renderWait = { timeout: 60_000 };
export const researchTestTimeout = 150_000;

/**
 * Waits until the screen shows a page of results, settled (no older results under an update) and
 * whole (the cards after the first screen follow it a frame later: the list is busy until then).
 */
export async function expectListShown(page: Page) {
  await expect(postCards(page).first()).toBeVisible(renderWait);
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'false', renderWait);
  await expect(page.getByTestId('result-cards')).toHaveAttribute('aria-busy', 'false', renderWait);
}

/** The ids of the result cards on screen, in their order. */
export const cardIds = (page: Page) =>
  postCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-id')));

/** The texts of the result cards, lower-cased and without accents ('Áo Thun' -> 'ao thun'). */
export async function foldedCardTexts(page: Page): Promise<string[]> {
  const texts = await postCards(page).allTextContents();
  return texts.map((text) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .toLowerCase(),
  );
}

/**
 * Whether a response is the post search whose query holds `params` (and only those values). A
 * 401 is left out: the app refreshes its short-lived access token and asks again.
 */
function isPostSearch(response: Response, params: Record<string, string | undefined>): boolean {
  const url = new URL(response.url());
  if (url.pathname !== '/api/posts' || response.request().method() !== 'GET') return false;
  if (response.status() === 401) return false;
  return Object.entries(params).every(
    ([name, value]) => (url.searchParams.get(name) ?? undefined) === value,
  );
}

/**
 * Runs `action` and returns the page of posts it made the screen ask for, once the screen shows
 * it: the cards are those of the answer, in its order.
 */
export async function resultsOf(
  page: Page,
  params: Record<string, string | undefined>,
  action: () => Promise<unknown>,
): Promise<PostPage> {
  const answer = page.waitForResponse((response) => isPostSearch(response, params));
  await action();
  const response = await answer;
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: PostPage };
  await expectResults(page, data);
  return data;
}

/** The screen shows `results`: their cards in order, and no older results under an update. */
export async function expectResults(page: Page, results: PostPage) {
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'false', renderWait);
  await expect.poll(() => cardIds(page), renderWait).toEqual(results.docs.map((doc) => doc._id));
}

/** The count above the results ('123 posts', '1.000+ bài đăng'), as a number. */
export async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('results-total').innerText();
  return Number(text.replace(/\D/g, ''));
}

/** Picks an option of a Mantine select by its visible label. */
export async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}
