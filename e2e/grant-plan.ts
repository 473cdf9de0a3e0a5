import { expect, type Browser, type Page } from '@playwright/test';
import { readStorage, signIn, type SignInOptions, type TestIdentity } from './fixtures';
import { asImporter } from './staff-import';

/**
 * Gives an account 30 days of a plan through POST /admin-api/memberships, as the importer (an
 * admin). The account must exist: its owner has signed in once.
 */
export function grantPlan(
  browser: Browser,
  email: string,
  plan = 'pod-drs',
  baseURL?: string,
): Promise<void> {
  return asImporter(
    browser,
    async (page, accessToken) => {
      const response = await page.request.post('/admin-api/memberships', {
        headers: { authorization: `Bearer ${accessToken}` },
        data: { email, plan, days: 30 },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
    baseURL,
  );
}

/** The scopes of the user the app has stored. */
async function storedScopes(page: Page): Promise<string[]> {
  const user = JSON.parse((await readStorage(page, 'user')) ?? '{}') as { scopes?: string[] };
  return user.scopes ?? [];
}

/**
 * Signs a seller in with a running plan, as research needs one: signs in (which makes the
 * account), grants the plan, and reloads, whose heartbeat gives the app the plan's scopes.
 */
export async function signInWithPlan(
  page: Page,
  browser: Browser,
  seller: TestIdentity,
  plan = 'pod-drs',
  options: SignInOptions = {},
) {
  await signIn(page, seller, options);
  await grantPlan(browser, seller.email, plan, new URL(page.url()).origin);
  await page.reload();
  await expect.poll(() => storedScopes(page), { timeout: 15_000 }).toContain('posts');
}
