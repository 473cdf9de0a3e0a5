import { expect, test } from '@playwright/test';
import { useStoredSession } from './fixtures';

test.use({ viewport: { width: 375, height: 720 }, isMobile: true, hasTouch: true });

test('the mobile settings header hides on scroll down, shows on scroll up and resets at the top', async ({
  page,
}) => {
  await useStoredSession(page);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  const header = page.getByTestId('mobile-settings-header');
  await expect(header).toBeVisible();
  await expect(header).toHaveAttribute('data-status', 'init');

  // The address changes before the profile page has rendered, and its cards change height as
  // their data and fonts arrive (a position moved by that would be a scroll too): scroll only
  // once the page has settled and is long enough for both moves.
  await expect(page.getByTestId('active-sessions')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(400);

  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-status', 'down');
  await expect(header).not.toBeInViewport();

  await page.mouse.wheel(0, -150);
  await expect(header).toHaveAttribute('data-status', 'up');
  await expect(header).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-status', 'init');
});

test('the mobile settings menu slides in at 80% width and closes on route change', async ({
  page,
}) => {
  await useStoredSession(page);
  await page.goto('/settings/profile');
  await page.getByTestId('mobile-settings-menu-toggle').click();
  const menu = page.getByTestId('mobile-settings-menu');
  await expect(menu).toBeVisible();
  const width = await menu.evaluate((element) => element.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(300);
  await page.getByTestId('mobile-settings-menu-billing').click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(menu).toBeHidden();
});
