import { expect, test, type Page } from '@playwright/test';
import { newSeller, readStorage, signIn } from './fixtures';

/** When an access token expires, in milliseconds since the epoch (its `exp` claim). */
function expiryOf(token: string): number {
  const payload = token.split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
  return exp * 1000;
}

test('an access token that expires mid-session is refreshed without the user noticing', async ({
  page,
}) => {
  // The shell checks the session once after sign-in; once that is answered, the app calls the API
  // only when the user acts, so nothing refreshes the token behind the test's back.
  const heartbeat = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/authentication/heartbeat' && response.ok(),
  );
  await signIn(page, newSeller('refresh'));
  await heartbeat;
  // ACCESS_TOKEN_TTL_SECONDS is 5 in the e2e configuration.
  await expect
    .poll(
      async () => {
        const token = await readStorage(page, 'accessToken');
        return token !== null && expiryOf(token) <= Date.now();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const firstToken = await readStorage(page, 'accessToken');

  const calls: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/(api|authentication)\//.test(pathname)) {
      calls.push(`${response.request().method()} ${pathname} ${response.status()}`);
    }
  });
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByTestId('active-session')).toHaveCount(1);
  await expect(page.getByTestId('this-device')).toBeVisible();
  await expect(page.getByTestId('active-sessions-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\/profile$/);
  const newToken = await readStorage(page, 'accessToken');
  expect(newToken).not.toBeNull();
  expect(newToken).not.toBe(firstToken);
  // The expired token was answered 401 TOKEN_EXPIRED, refreshed once, and the calls retried.
  expect(calls).toContain('GET /api/user/sessions 401');
  expect(calls.filter((call) => call === 'POST /authentication/oauth/token 200')).toHaveLength(1);
  expect(calls).toContain('GET /api/user/sessions 200');
});

test('signing in on a device beyond the limit logs the first one out with the message', async ({
  browser,
}) => {
  const seller = newSeller('two-devices');
  const first = await browser.newContext();
  // Another time zone, language and screen: another browser fingerprint, so another device id.
  const second = await browser.newContext({
    timezoneId: 'Asia/Ho_Chi_Minh',
    locale: 'vi-VN',
    viewport: { width: 1024, height: 700 },
    screen: { width: 1024, height: 700 },
  });
  // A new seller lands on the trial page after signing in, whatever the address asked for.
  const signInToProfile = async (page: Page) => {
    await signIn(page, seller);
    await page.goto('/settings/profile');
    await expect(page.getByTestId('this-device')).toBeVisible();
  };
  const firstPage = await first.newPage();
  try {
    await signInToProfile(firstPage);

    const secondPage = await second.newPage();
    await signInToProfile(secondPage);
    expect(await readStorage(secondPage, 'uid')).not.toBe(await readStorage(firstPage, 'uid'));
    // A seller without a plan may use one device at once: the first one is no longer listed…
    await expect(secondPage.getByTestId('active-session')).toHaveCount(1);

    // …and its next call is refused.
    await firstPage.reload();
    await expect(firstPage).toHaveURL(/\/login$/);
    await expect(firstPage.getByTestId('login-error')).toContainText(
      'Your account is being used on another device.',
    );
    expect(await readStorage(firstPage, 'accessToken')).toBeNull();

    // The second device is still signed in.
    await secondPage.reload();
    await expect(secondPage.getByTestId('this-device')).toBeVisible();
    await expect(secondPage.getByTestId('active-session')).toHaveCount(1);
  } finally {
    await first.close();
    await second.close();
  }
});
