import { expect, type Locator, type Page } from '@playwright/test';

/** An unsigned JWT-shaped token whose exp is in the future: enough for the app's local token check. */
export function fakeAccessToken(expiresInSeconds = 3600): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: 'e2e', exp })}.x`;
}

export interface StoredUser {
  _id: string;
  email: string;
  name: string;
  avatar: string | null;
  roles: string[];
  scopes: string[];
  affiliateCode: string;
  settings: { language?: 'en' | 'vi' };
}

export const sellerUser: StoredUser = {
  _id: '00000000-0000-4000-8000-000000000001',
  email: 'seller@example.com',
  name: 'Sam Seller',
  avatar: null,
  roles: [],
  scopes: ['posts'],
  affiliateCode: 'sam12345',
  settings: {},
};

/**
 * Marks the limited-time offer's popup as shown today for whoever is signed in on the page, as the
 * app records it: `postradar.offerShownOn.<user id>` holds the device's local day (2026-11-03).
 * The e2e server runs an offer (playwright.config.ts) whose popup would otherwise open over the
 * first screen of every user who does not pay. The mark is written with the signed-in user, before
 * the app can look for it, on every page the browser loads from now on.
 */
async function markOfferShownToday(page: Page) {
  await page.addInitScript(() => {
    const storage = window.localStorage;
    const setItem = Storage.prototype.setItem;
    /** The key the app files the user's days under: their id, else their e-mail. */
    const userKeyOf = (storedUser: string | null): string | undefined => {
      try {
        const user = JSON.parse(storedUser ?? 'null') as { _id?: string; email?: string } | null;
        return user?._id ?? user?.email;
      } catch {
        return undefined;
      }
    };
    const markShown = (storedUser: string | null) => {
      const userKey = userKeyOf(storedUser);
      if (!userKey) return;
      const now = new Date();
      const pad = (value: number) => String(value).padStart(2, '0');
      const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
      setItem.call(storage, `postradar.offerShownOn.${userKey}`, today);
    };
    Storage.prototype.setItem = function (key: string, value: string) {
      setItem.call(this, key, value);
      if (this === storage && key === 'postradar.user') markShown(value);
    };
    markShown(storage.getItem('postradar.user'));
  });
}

/**
 * Puts a signed-in session in the browser's storage before the app loads, for tests of the shell
 * that are not about sign-in itself (sign-in is covered through the real provider elsewhere).
 */
export async function useStoredSession(page: Page, user: StoredUser = sellerUser) {
  await markOfferShownToday(page);
  const token = fakeAccessToken();
  await page.addInitScript(
    ({ token, user }) => {
      window.localStorage.setItem('postradar.accessToken', token);
      window.localStorage.setItem('postradar.refreshToken', 'e2e-refresh-token');
      window.localStorage.setItem('postradar.user', JSON.stringify(user));
    },
    { token, user },
  );
}

export const readStorage = (page: Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(`postradar.${name}`), key);

export interface TestIdentity {
  email: string;
  name: string;
}

/** A new seller for one spec: sellers have a device limit, so specs never share one. */
export function newSeller(label: string): TestIdentity {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { email: `${label}-${id}@e2e.test`, name: `Seller ${label}` };
}

/**
 * Staff (granted the admin role by `npm run users` before the server starts, in
 * playwright.config.ts): admins, exempt from the device limit.
 */
export const staff: TestIdentity = { email: 'staff@e2e.test', name: 'Staff Member' };

const signInPaths = ['/login', '/oauth-callback', '/passport/', '/dev-oidc'];

export interface SignInOptions {
  /**
   * Whether the limited-time offer's popup may open by itself, as for a real user: only the
   * offer's own spec wants it. Otherwise it is marked shown today (markOfferShownToday).
   */
  withOfferPopup?: boolean;
}

/**
 * Whether the element `locator` finds is React's: one it rendered, or one of the server's markup
 * it has hydrated (React keeps its fiber on each such node under a `__reactFiber$` key).
 */
export function isReacts(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
  );
}

/**
 * Waits until the app runs the sign-in page: the server sends it drawn (title included), and its
 * controls answer once the app has taken them over.
 */
export async function waitForSignInApp(page: Page) {
  for (const control of ['google-sign-in', 'language-switcher']) {
    await expect.poll(() => isReacts(page.getByTestId(control)), { timeout: 15_000 }).toBe(true);
  }
}

/**
 * Signs in through the real flow: the sign-in button of /login (the current page if it is the
 * sign-in screen), the development identity provider's form, the callback. Waits for the device
 * id and the app first, as a person's browser would have them by the time they click, and
 * resolves once the app has left the sign-in pages.
 */
export async function signIn(
  page: Page,
  { email, name }: TestIdentity,
  { withOfferPopup = false }: SignInOptions = {},
) {
  if (!withOfferPopup) await markOfferShownToday(page);
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await expect.poll(() => readStorage(page, 'uid'), { timeout: 15_000 }).not.toBeNull();
  // From then on the button's link carries the device id.
  await waitForSignInApp(page);
  await page.getByTestId('google-sign-in').click();
  await page.locator('#email').fill(email);
  await page.locator('#name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => !signInPaths.some((path) => url.pathname.startsWith(path)), {
    timeout: 20_000,
  });
}
