import type { Page } from '@playwright/test';

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
 * Puts a signed-in session in the browser's storage before the app loads, for tests of the shell
 * that are not about sign-in itself (sign-in is covered through the real provider elsewhere).
 */
export async function useStoredSession(page: Page, user: StoredUser = sellerUser) {
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
