import { expect, test } from '@playwright/test';
import { readStorage, waitForSignInApp } from './fixtures';

test.describe('root routes for a visitor', () => {
  test("'/' ends on /login", async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('google-sign-in')).toBeVisible();
    await expect(page).toHaveTitle(/ - PostRadar$/);
  });

  test("'/x/y?q=1#h' goes to /a, then to /login with the target saved", async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/x/y?q=1#h');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('google-sign-in')).toBeVisible();
    const saved = await readStorage(page, 'redirectTo');
    expect(saved).toMatch(/^\/a/);
    expect(visited[0]).toBe('/x/y');
  });

  test('a protected page saves path, query and hash before sending the visitor to sign in', async ({
    page,
  }) => {
    await page.goto('/settings/billing?tab=history#recent');
    await expect(page).toHaveURL(/\/login/);
    expect(await readStorage(page, 'redirectTo')).toBe('/settings/billing?tab=history#recent');
  });

  test('switching the language changes the texts at once and is remembered', async ({ page }) => {
    await page.goto('/login');
    await waitForSignInApp(page);
    const button = page.getByTestId('google-sign-in');
    const english = await button.innerText();
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-vi').click();
    await expect(button).not.toHaveText(english);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    expect(await readStorage(page, 'language')).toBe('vi');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByTestId('google-sign-in')).not.toHaveText(english);
  });
});
