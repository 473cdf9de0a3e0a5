import { expect, test } from '@playwright/test';
import { newSeller } from './fixtures';
import { signInWithPlan } from './grant-plan';
import { expectListShown, postCards, renderWait, researchTestTimeout } from './research';
import { importAsStaff, storeLines } from './staff-import';

test.describe.configure({ timeout: researchTestTimeout });

test('a followed pixel shows its new posts under Follows', async ({ page, browser }) => {
  const store = storeLines('follow');
  await importAsStaff(browser, store.store);
  await signInWithPlan(page, browser, newSeller('follow'));

  await page.goto(`/a/pixels?q=${store.pixel}`);
  await page.getByTestId('entity-link').first().click();
  await expect(page.getByTestId('pixel-detail')).toBeVisible(renderWait);
  const follow = page.getByTestId('entity-header').getByTestId('entity-follow');
  // The button shows the follow at once; it is stored when the call answers, which a full page load
  // right after it would cancel. (A call sent with a token that expired on the way is answered 401
  // and sent again after the refresh: the answer that counts is the next one.)
  const stored = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      /\/api\/follows\/pixel\//.test(response.url()) &&
      response.status() !== 401,
  );
  await follow.click();
  expect((await stored).ok()).toBe(true);
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/a/follows?tab=pixels');
  await expect(page).toHaveTitle('Pixels Following - PostRadar');
  const row = page.getByTestId('follow-row').filter({ hasText: store.pixel });
  await expect(row).toBeVisible(renderWait);
  await expect(row.getByTestId('follow-new-posts')).toHaveCount(0);

  await importAsStaff(browser, [store.laterPost]);
  await page.reload();
  await expect(row.getByTestId('follow-new-posts')).toContainText('1', renderWait);
  await row.getByTestId('follow-new-posts').click();
  await expect(page).toHaveURL(/\/a\/pixels\/\d+/);
  await page.goto('/a/follows?tab=pixels');
  await expect(row).toBeVisible(renderWait);
  await expect(row.getByTestId('follow-new-posts')).toHaveCount(0);
});

test('ignored posts and pages leave the search and come back from the blacklist or their screen', async ({
  page,
  browser,
}) => {
  const word = `zq${Date.now().toString(36)}`;
  const store = storeLines('ignore');
  const posts = [1, 2, 3].map((n) => ({
    ...store.laterPost,
    id: `${store.laterPost.id}${n}`,
    message: `${word} tee number ${n}`,
  }));
  await importAsStaff(browser, [...store.store, ...posts]);
  await signInWithPlan(page, browser, newSeller('ignore'));

  await page.goto(`/a/posts?q=${word}`);
  await expectListShown(page);
  await expect(postCards(page)).toHaveCount(3);

  await postCards(page).first().getByTestId('post-action-ignore').click();
  await page.getByTestId('ignore-post').click();
  await expect(postCards(page)).toHaveCount(2, renderWait);

  await postCards(page).first().getByTestId('post-action-ignore').click();
  await page.getByTestId('ignore-page').click();
  await expect(postCards(page)).toHaveCount(0, renderWait);

  await page.goto('/a/follows?tab=blacklist');
  const rows = page.getByTestId('blacklist-row');
  await expect(rows).toHaveCount(2, renderWait);

  // The page, ignored last, says so on its own screen, which takes it off the blacklist.
  await rows.first().getByTestId('entity-link').click();
  await expect(page).toHaveURL(/\/a\/pages\/\d+/);
  const ignore = page.getByTestId('entity-header').getByTestId('entity-ignore');
  await expect(ignore).toHaveText('Ignored', renderWait);
  await expect(ignore).toHaveAttribute('aria-pressed', 'true');
  // Its posts are left out of its own list too, which says why.
  const notice = page.getByTestId('ignored-entity-notice');
  await expect(notice).toContainText('You ignore this page');
  await expect(page.getByTestId('results-empty')).toBeVisible(renderWait);
  const removed = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      /\/api\/ignored\/page\//.test(response.url()) &&
      response.status() !== 401,
  );
  await ignore.click();
  expect((await removed).ok()).toBe(true);
  await expect(ignore).toHaveText('Ignore this page');
  await expect(ignore).toHaveAttribute('aria-pressed', 'false');
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('post-card').first()).toBeVisible(renderWait);

  await page.goto('/a/follows?tab=blacklist');
  await expect(rows).toHaveCount(1, renderWait);
  await rows.first().getByTestId('blacklist-remove').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(rows).toHaveCount(0, renderWait);

  await page.goto(`/a/posts?q=${word}`);
  await expectListShown(page);
  await expect(postCards(page)).toHaveCount(3);
});
