import { expect, test } from '@playwright/test';
import { newSeller } from './fixtures';
import { signInWithPlan } from './grant-plan';

test("the pages list leads to a page's screen with its figures and its posts", async ({
  page,
  browser,
}) => {
  await signInWithPlan(page, browser, newSeller('pages'));
  await page.goto('/a/pages');
  await expect(page).toHaveTitle('Pages - PostRadar');
  const rows = page.getByTestId('entity-row');
  await expect(rows.first()).toBeVisible();
  // Most posts first: the busiest page of the demo corpus leads.
  const firstName = (await rows.first().getByTestId('entity-link').innerText()).trim();

  // Sorted by name instead, the address says so and page 1 is shown again.
  await page.getByTestId('sort-by-name').click();
  await expect(page).toHaveURL(/\/a\/pages\?sort=name$/);
  await page.getByTestId('sort-by-posts').click();
  await expect(page).toHaveURL(/\/a\/pages$/);
  // Back in the order of most posts (the list may show the last order until it arrives).
  await expect(rows.first().getByTestId('entity-link')).toHaveText(firstName);

  await rows.first().getByTestId('entity-link').click();
  await expect(page).toHaveURL(/\/a\/pages\/\d+$/);
  const header = page.getByTestId('entity-header');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(firstName);
  await expect(page).toHaveTitle(`${firstName} - PostRadar`);
  // The page's picture is drawn by the app itself: it loads with no other host.
  const avatar = header.locator('img').first();
  await expect(avatar).toHaveAttribute('src', /^\/api\/media\/demo\/page\./);
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // Its posts, counted as the header counts them, each card showing a picture that loads.
  const postsStat = (await header.getByTestId('stat-posts').innerText()).replace(/\D/g, '');
  const posts = page.getByTestId('entity-posts');
  await expect(posts.getByTestId('post-card').first()).toBeVisible();
  await expect(posts.getByTestId('results-total')).toHaveText(
    new RegExp(`^${Number(postsStat).toLocaleString('en-US')} posts?$`),
  );
  const picture = posts.locator('img[src^="/api/media/demo/"]').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // The same filters as the post search, scoped to the page: ads only (the answer, not a 401 of
  // an access token that expired meanwhile, which the app refreshes and asks again).
  const pagePath = new URL(page.url()).pathname;
  const adsOnly = page.waitForResponse(
    (response) =>
      /\/api\/pages\/\d+\/posts\?/.test(response.url()) &&
      response.url().includes('kind=ad') &&
      response.status() !== 401,
  );
  await page.goto(`${pagePath}?kind=ad`);
  const adsAnswer = await adsOnly;
  expect(adsAnswer.status(), await adsAnswer.text()).toBe(200);
  const ads = (await adsAnswer.json()) as {
    data: { docs: { kind: string }[]; total: number };
  };
  expect(ads.data.docs.length).toBeGreaterThan(0);
  expect(ads.data.docs.every((doc) => doc.kind === 'ad')).toBe(true);
  expect(ads.data.total).toBeLessThanOrEqual(Number(postsStat));
  await expect(posts.getByTestId('results-total')).toHaveText(new RegExp(`^${ads.data.total} `));

  await page.getByRole('link', { name: 'All pages' }).click();
  await expect(page).toHaveURL(/\/a\/pages$/);
});

test('the pages list shows cards on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signInWithPlan(page, browser, newSeller('pages-phone'));
  await page.goto('/a/pages');
  await expect(page.getByTestId('entity-card').first()).toBeVisible();
  await expect(page.getByTestId('entity-table')).toHaveCount(0);
  await context.close();
});
