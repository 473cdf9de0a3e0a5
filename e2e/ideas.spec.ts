import { expect, test, type Page } from '@playwright/test';
import { newSeller, readStorage, signIn, type TestIdentity } from './fixtures';
import { signInWithPlan } from './grant-plan';
import { expectListShown, postCards, renderWait, researchTestTimeout } from './research';

test.describe.configure({ timeout: researchTestTimeout });

/** The idea moderator: the idea-mod role is granted before the server starts (playwright.config.ts). */
const ideaModerator: TestIdentity = { email: 'ideas@e2e.test', name: 'Idea Moderator' };

/** When an access token expires, in milliseconds since the epoch (its `exp` claim). */
function expiryOf(token: string | null): number {
  const payload = token?.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8') || '{}') as {
    exp?: number;
  };
  return (claims.exp ?? 0) * 1000;
}

/**
 * The signed-in user's access token, fresh for a call of the test's own. Tokens live 5 seconds
 * in the e2e configuration: once the stored one has expired, a reload makes the app refresh it.
 */
async function freshAccessToken(page: Page): Promise<string> {
  const expired = await readStorage(page, 'accessToken');
  await expect.poll(() => expiryOf(expired) <= Date.now(), { timeout: 10_000 }).toBe(true);
  await page.reload();
  await expect.poll(() => readStorage(page, 'accessToken')).not.toBe(expired);
  return (await readStorage(page, 'accessToken')) ?? '';
}

test('an idea moderator adds a post to ideas; a seller reads it in its niche and cannot add any', async ({
  page,
  browser,
}) => {
  const niche = `e2e pick ${Date.now().toString(36)}`;
  const note = 'Nurses buy it for their whole ward: the joke lands at once.';

  await signIn(page, ideaModerator);
  await page.goto('/a/posts');
  await expectListShown(page);
  const card = postCards(page).first();
  const postId = (await card.getAttribute('data-post-id')) ?? '';
  await card.getByTestId('post-action-idea').click();
  const dialog = page.getByTestId('idea-modal');
  await expect(dialog).toContainText('Add to ideas');
  // The moderator files it under a niche of their own (the post's first tag is only a suggestion).
  await dialog.getByTestId('idea-niche').fill(niche);
  await dialog.getByTestId('idea-note').fill(note);
  await dialog.getByTestId('idea-save').click();
  await expect(page.getByText('Added to ideas')).toBeVisible();
  await expect(dialog).toBeHidden();

  const context = await browser.newContext();
  try {
    const reader = await context.newPage();
    await signInWithPlan(reader, browser, newSeller('ideas-reader'));
    await reader.goto('/a/ideas');
    await expect(reader).toHaveTitle('Ideas posts - PostRadar');
    const tab = reader.getByTestId('niche-tab').filter({ hasText: niche });
    await expect(tab).toContainText('1', renderWait);
    await tab.click();
    await expect(reader).toHaveURL(`/a/ideas?${new URLSearchParams({ niche }).toString()}`);
    const idea = reader.getByTestId('idea-item');
    await expect(idea).toHaveCount(1, renderWait);
    await expect(idea.getByTestId('post-card')).toHaveAttribute('data-post-id', postId);
    await expect(idea.getByTestId('idea-niche-badge')).toHaveText(niche);
    await expect(idea.getByTestId('idea-entry-note')).toHaveText(note);
    await expect(idea).toContainText(ideaModerator.name);
    // Only idea moderators add, edit or remove ideas: the seller has no way to.
    await expect(reader.getByTestId('post-action-idea')).toHaveCount(0);
    await expect(idea.getByTestId('idea-edit')).toHaveCount(0);
    await expect(idea.getByTestId('idea-remove')).toHaveCount(0);

    const token = await freshAccessToken(reader);
    const refused = await reader.request.put(`/api/ideas/posts/${postId}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { note: 'Mine now', niche },
    });
    expect(refused.status()).toBe(404);
    expect(await refused.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Only idea moderators can add, edit or remove ideas.',
    });
    await reader.reload();
    await expect(reader.getByTestId('idea-entry-note')).toHaveText(note, renderWait);
  } finally {
    await context.close();
  }
});
