import { expect, test } from '@playwright/test';
import { newSeller } from './fixtures';
import { signInWithPlan } from './grant-plan';
import { expectListShown, postCards, renderWait, researchTestTimeout } from './research';
import { importAsStaff, storeLines } from './staff-import';

test.describe.configure({ timeout: researchTestTimeout });

test("a group made from a card shows its page's posts as Group Trending posts", async ({
  page,
  browser,
}) => {
  const word = `zg${Date.now().toString(36)}`;
  const store = storeLines('group');
  await importAsStaff(browser, [...store.store, { ...store.laterPost, message: `${word} hoodie` }]);
  await signInWithPlan(page, browser, newSeller('group'));

  await page.goto(`/a/posts?q=${word}`);
  await expectListShown(page);
  await postCards(page).first().getByTestId('post-action-group').click();
  const modal = page.getByTestId('add-to-group-modal');
  await modal.getByTestId('add-to-group-search').fill('Hoodie sellers');
  await modal.getByTestId('add-to-group-create').click();
  await expect(
    modal.getByTestId('add-to-group-row').filter({ hasText: 'Hoodie sellers' }),
  ).toBeVisible();
  await modal.getByTestId('add-to-group-done').click();

  await page.goto('/a/groups');
  await page.getByTestId('group-row').filter({ hasText: 'Hoodie sellers' }).click();
  await expect(page.getByTestId('group-members')).toContainText(store.pageName, renderWait);
  await page.getByTestId('group-trending-tab').click();
  await expect(page).toHaveTitle('Hoodie sellers · Group Trending posts - PostRadar');
  await expect(postCards(page)).toHaveCount(2, renderWait);
});

test('a search runs again from the history, is saved under a name the history shows, once', async ({
  page,
  browser,
}) => {
  await signInWithPlan(page, browser, newSeller('history'));
  await page.goto('/a/posts');
  await expectListShown(page);
  await page.getByTestId('search-input').fill('shirt');
  const recorded = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/search-history' &&
      response.request().method() === 'POST' &&
      response.status() === 200,
  );
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/q=shirt/);
  await expectListShown(page);
  await recorded;

  await page.getByRole('link', { name: 'Search history' }).click();
  const entry = page.getByTestId('history-entry').first();
  await expect(entry).toContainText('shirt', renderWait);
  await entry.getByTestId('history-run').click();
  await expect(page).toHaveURL(/\/a\/posts\?q=shirt/);
  await expectListShown(page);

  const save = async (name: string) => {
    await page.getByTestId('save-search').click();
    const dialog = page.getByTestId('save-search-modal');
    // The search's words are offered as the name, as the history's Save does.
    await expect(dialog.getByTestId('saved-search-name')).toHaveValue('shirt');
    await dialog.getByTestId('saved-search-name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    return dialog;
  };
  const first = await save('Shirts');
  await expect(first).toBeHidden();
  await expect(page.getByText('Search saved')).toBeVisible();
  const second = await save('shirts');
  await expect(second.getByText('This name already exists')).toBeVisible();

  await page.goto('/a/search-history');
  const saved = page.getByTestId('history-entry').first();
  await expect(saved.getByTestId('history-saved')).toHaveText('Saved as “Shirts”', renderWait);
  await expect(saved.getByTestId('history-save')).toHaveCount(0);
});
