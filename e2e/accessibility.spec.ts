import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newSeller, signIn, waitForSignInApp } from './fixtures';
import { signInWithPlan } from './grant-plan';
import { expectListShown, postCards, renderWait, researchTestTimeout } from './research';

/** An audit of a whole screen takes axe up to half a minute on a busy 2-core machine. */
test.describe.configure({ timeout: 2 * researchTestTimeout });

/**
 * Audits the page as it is with axe: WCAG 2 A and AA (contrast, names, roles, labels) and axe's
 * best practices (landmarks, heading order). Each violation is listed with its first element.
 */
async function expectAccessible(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'best-practice'])
    .analyze();
  const found = violations.map(
    ({ id, nodes }) => `${screen}: ${id} x${nodes.length}, ${nodes[0]?.target.join(' ') ?? ''}`,
  );
  expect(found).toEqual([]);
}

/**
 * The post search with a page of ten cards: an audit's time grows with the page's elements (fifty
 * cards hold about 6,900, which took axe most of a minute on a slow machine), and ten cards hold
 * every part a card has.
 */
const auditedPostSearch = '/a/posts?perPage=10';

test('the sign-in and pricing pages pass the accessibility audit', async ({ page }) => {
  await page.goto('/login');
  await waitForSignInApp(page);
  await expectAccessible(page, 'sign-in');
  await page.goto('/pricing');
  await expect(page.getByTestId('pricing-promo')).toBeVisible();
  await expectAccessible(page, 'pricing');
});

test('the research screens, a dialog and a detail pass the accessibility audit', async ({
  page,
  browser,
}) => {
  await signInWithPlan(page, browser, newSeller('a11y'));
  await page.goto(auditedPostSearch);
  await expectListShown(page);
  await expectAccessible(page, 'posts');

  await page.getByTestId('add-all-favorites').click();
  await expect(page.getByTestId('add-all-modal')).toBeVisible();
  await expectAccessible(page, 'a dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('add-all-modal')).toBeHidden();

  await postCards(page).first().getByTestId('post-details-link').click();
  await expect(page.getByTestId('engagement')).toBeVisible(renderWait);
  await expectAccessible(page, 'post detail');

  await page.goto('/a/pixels');
  await page.getByTestId('entity-link').first().click();
  await expect(page.getByTestId('network-diagram')).toBeVisible(renderWait);
  await expectAccessible(page, 'pixel');
});

test('the lists and the collection screens pass the accessibility audit', async ({
  page,
  browser,
}) => {
  await signInWithPlan(page, browser, newSeller('a11y-lists'));
  for (const [path, screen] of [
    ['/a/pages', 'entity-table'],
    ['/a/favorites', 'favorites-screen'],
    ['/a/follows', 'follows-screen'],
    ['/a/groups', 'groups-screen'],
    ['/a/search-history', 'search-history-screen'],
    ['/a/dashboard', 'dashboard-screen'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(screen)).toBeVisible(renderWait);
    await expectAccessible(page, path);
  }
});

test('a seller without a plan keeps the screen’s heading over the offer, and passes the audit', async ({
  page,
}) => {
  await signIn(page, newSeller('a11y-no-plan'));
  // The trial opens Pixels: a seller who never had a plan is offered it, not the plans.
  await page.goto('/a/pixels');
  const gate = page.getByTestId('upgrade-gate');
  await expect(gate).toHaveAttribute('data-variant', 'trial');
  await expect(page.getByRole('heading', { level: 1, name: 'Pixels' })).toBeVisible();
  await expect(page).toHaveTitle('Pixels - PostRadar');
  await expectAccessible(page, 'pixels without a plan');
  // The Ads library is beyond the trial: the plans.
  await page.goto('/a/ads');
  await expect(gate).toContainText('Choose a plan to keep researching');
  await expect(page.getByRole('heading', { level: 1, name: 'Ads library' })).toBeVisible();
  await gate.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // Back on Pixels, the offer leads to the trial.
  await page.goto('/a/pixels');
  await gate.getByRole('link', { name: 'See the free trial' }).click();
  await expect(page).toHaveURL(/\/a\/trials$/);
});

test.describe('on a phone, in Vietnamese', () => {
  test.use({
    locale: 'vi-VN',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });

  test('the post search passes the accessibility audit', async ({ page, browser }) => {
    await signInWithPlan(page, browser, newSeller('a11y-vi'));
    await page.goto(auditedPostSearch);
    await expectListShown(page);
    await expectAccessible(page, 'posts (vi, 375 px)');
  });
});
