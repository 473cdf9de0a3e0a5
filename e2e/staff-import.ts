import { expect, type Browser, type Page } from '@playwright/test';
import { mkdir, rm, stat } from 'node:fs/promises';
import { readStorage, signIn, type TestIdentity } from './fixtures';

/**
 * The staff member who loads a spec's own data (granted the admin role in playwright.config.ts).
 * Headless browsers share one device fingerprint, and a new sign-in of an account on a device
 * ends its session there: imports run one at a time (across workers), under a lock folder.
 */
const importer: TestIdentity = { email: 'importer@e2e.test', name: 'Data Importer' };
const lockDir = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-import.lock`;
const staleLockMs = 120_000;

async function withImportLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch {
      const held = await stat(lockDir).catch(() => null);
      if (held && Date.now() - held.mtimeMs > staleLockMs) await rm(lockDir, { recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

/**
 * Runs `work` as the importer, one staff call at a time (under the import lock): signs them in in a
 * browser of their own and gives `work` that browser's page and the access token the sign-in
 * callback carries (fresh, so short token lives do not matter).
 */
export function asImporter<T>(
  browser: Browser,
  work: (page: Page, accessToken: string) => Promise<T>,
  /** The app's origin, for a browser outside the test runner (whose contexts know none). */
  baseURL?: string,
): Promise<T> {
  return withImportLock(async () => {
    const context = await browser.newContext(baseURL ? { baseURL } : {});
    try {
      const page = await context.newPage();
      const accessToken = new Promise<string>((resolve) => {
        page.on('framenavigated', (frame) => {
          const url = new URL(frame.url());
          const token = new URLSearchParams(url.hash.slice(1)).get('access_token');
          if (url.pathname === '/oauth-callback' && token) resolve(token);
        });
      });
      await signIn(page, importer);
      return await work(page, await accessToken);
    } finally {
      await context.close();
    }
  });
}

/**
 * Imports NDJSON lines (docs/data-format.md) through POST /admin-api/imports as the importer.
 * Resolves with the import's summary.
 */
export function importAsStaff(browser: Browser, lines: readonly object[]): Promise<unknown> {
  return asImporter(browser, async (page, accessToken) => {
    const send = (token: string) =>
      page.request.post('/admin-api/imports', {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
        data: lines.map((line) => JSON.stringify(line)).join('\n'),
      });
    let response = await send(accessToken);
    // Tokens live 5 seconds in the e2e configuration: on a busy machine the sign-in's may expire
    // before the import is sent. The app renews it on a reload, and the import goes again.
    if (response.status() === 401) {
      response = await send(await renewedAccessToken(page, accessToken));
    }
    expect(response.status(), await response.text()).toBe(200);
    return await response.json();
  });
}

/**
 * An access token of the signed-in app newer than `expired`: the one it holds if it renewed it
 * already, else the one it gets on a reload (its first call refreshes the expired token).
 */
async function renewedAccessToken(page: Page, expired: string): Promise<string> {
  if ((await readStorage(page, 'accessToken')) === expired) {
    await page.reload();
    await expect.poll(() => readStorage(page, 'accessToken')).not.toBe(expired);
  }
  return (await readStorage(page, 'accessToken')) ?? '';
}

/** A store of its own for one spec: a page, a domain loading one pixel, and one post linking there. */
export function storeLines(label: string) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const pageId = `e2e${id}`;
  const host = `${label}-${id}.shop`;
  const pixel = `9${id}`.slice(0, 15);
  const post = (n: number) => ({
    type: 'post',
    id: `${pageId}_${n}`,
    page_id: pageId,
    kind: 'post',
    created_time: new Date().toISOString(),
    message: `${label} store post number ${n}`,
    media_type: 'text',
    link: `https://${host}/products/${n}`,
  });
  return {
    pageName: `E2E ${label} ${id}`,
    host,
    pixel,
    store: [
      { type: 'page', id: pageId, name: `E2E ${label} ${id}` },
      { type: 'domain', host, platform: 'shopify', pixels: [pixel] },
      post(1),
    ],
    laterPost: post(2),
  };
}
