import { expect, test, type Page } from '@playwright/test';
import { isReacts, newSeller, signIn, waitForSignInApp } from './fixtures';

/** Marks the sign-in card as the server sent it, before any script of the app has run. */
async function markServerMarkup(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('#sign-in')?.setAttribute('data-from-server', 'true');
    });
  });
}

/** The sign-in card the server drew is still on the page, and now React's. */
async function expectServerNodeHydrated(page: Page) {
  const card = page.locator('#sign-in');
  await expect(card).toHaveAttribute('data-from-server', 'true');
  await expect.poll(() => isReacts(card)).toBe(true);
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, locale: 'vi-VN' });

  test("the sign-in page is complete from the server, in the browser's language", async ({
    page,
  }) => {
    const response = await page.goto('/login');
    expect(response?.headers()['content-language']).toBe('vi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page).toHaveTitle('Đăng nhập - PostRadar');
    await expect(page.getByRole('heading', { name: 'Đăng nhập vào PostRadar' })).toBeVisible();
    const signInLink = page.getByTestId('google-sign-in');
    await expect(signInLink).toHaveText('Đăng nhập bằng Google');
    await expect(signInLink).toHaveAttribute('href', /^\/passport\//);
    // Styled: the card's button is drawn as the app draws it (its border and background).
    await expect(signInLink).toHaveCSS('border-top-style', 'solid');
  });
});

test('the app takes over the markup the server drew, without drawing the page again', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await markServerMarkup(page);
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in - PostRadar');
  await waitForSignInApp(page);
  // The app has taken the page over, keeping the server's nodes.
  await expectServerNodeHydrated(page);
  // The app runs the page: the language switcher works.
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-option-vi').click();
  await expect(page.getByRole('heading', { name: 'Đăng nhập vào PostRadar' })).toBeVisible();
  expect(errors).toEqual([]);

  // The language chosen is the one the server draws the page in next time.
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toContain('<html lang="vi"');
  await expect(page).toHaveTitle('Đăng nhập - PostRadar');
  await waitForSignInApp(page);
  await expectServerNodeHydrated(page);
});

test('markup in another language than the app starts in is replaced by the app', async ({
  page,
  context,
}) => {
  // The server only knows the browser's language; this device chose Vietnamese before.
  await page.goto('/login');
  await waitForSignInApp(page);
  await page.evaluate(() => localStorage.setItem('postradar.language', 'vi'));
  await context.clearCookies();
  await markServerMarkup(page);
  const response = await page.reload();
  expect(await response?.text()).toContain('<html lang="en"');
  await expect(page.getByRole('heading', { name: 'Đăng nhập vào PostRadar' })).toBeVisible();
  await expect(page.locator('#sign-in')).not.toHaveAttribute('data-from-server', 'true');
});

test('a signed-in visitor is sent on before the sign-in page is drawn or its code loaded', async ({
  page,
}) => {
  await signIn(page, newSeller('already-signed-in'));
  const loginPageCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/login-page-[^/]*\.js$/.test(request.url())) loginPageCode.push(request.url());
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
  });
  await page.goto('/login');
  await page.waitForURL(/\/a(\/|$)/);
  // The server's sign-in page was left for the app's start at once: the app never ran on it.
  expect(navigations.slice(0, 2)).toEqual(['/login', '/']);
  expect(loginPageCode).toEqual([]);
  await expect(page.getByTestId('google-sign-in')).toHaveCount(0);
});
