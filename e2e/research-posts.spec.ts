import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newSeller } from './fixtures';
import { signInWithPlan } from './grant-plan';
import {
  cardIds,
  choose,
  expectListShown,
  researchTestTimeout,
  expectResults,
  foldedCardTexts,
  postCards,
  renderWait,
  resultsOf,
  shownTotal,
  type PostPage,
} from './research';

test.describe.configure({ timeout: researchTestTimeout });

/**
 * Words of the demo corpus's English posts: 'The perfect Christmas gift for nurses' holds them
 * side by side, 'Best gift idea for teachers' in order, 'Use code GIFT15 for 15% off' both.
 */
const words = 'gift for';

const modes = [
  {
    mode: 'all',
    label: 'All words',
    matches: (text: string) => /gift/.test(text) && /for/.test(text),
  },
  { mode: 'any', label: 'At least one word', matches: (text: string) => /gift|for/.test(text) },
  { mode: 'order', label: 'Same order', matches: (text: string) => /gift[\s\S]*for/.test(text) },
  { mode: 'exact', label: 'Exact phrase', matches: (text: string) => /gift for/.test(text) },
] as const;

async function searchWith(page: Page, mode: (typeof modes)[number]): Promise<PostPage> {
  await page.getByTestId('search-input').fill(words);
  await choose(page, 'search-mode', mode.label);
  const modeParam = mode.mode === 'all' ? undefined : mode.mode;
  const results = await resultsOf(page, { q: words, mode: modeParam }, () =>
    page.getByTestId('search-submit').click(),
  );
  const address = new URL(page.url());
  expect(address.pathname).toBe('/a/posts');
  expect(address.searchParams.get('q')).toBe(words);
  expect(address.searchParams.get('mode')).toBe(modeParam ?? null);
  return results;
}

test.beforeEach(async ({ page, browser }) => {
  await signInWithPlan(page, browser, newSeller('research-posts'));
});

test('each match mode finds posts holding the words as it promises', async ({ page }) => {
  await page.goto('/a/posts');
  await expect(page).toHaveTitle('Search posts - PostRadar');
  await expectListShown(page);

  const totals: number[] = [];
  for (const mode of modes) {
    const results = await searchWith(page, mode);
    expect(results.total, mode.mode).toBeGreaterThan(0);
    await expect(page.getByTestId('results-total')).toHaveText(
      `${results.total.toLocaleString('en-US')}${results.totalCapped ? '+' : ''} posts`,
    );
    totals.push(await shownTotal(page));
    for (const text of await foldedCardTexts(page)) expect(mode.matches(text), text).toBe(true);
  }
  // All the words in order and adjacent are fewer than in order, than anywhere, than any one.
  const [all, any, order, exact] = totals as [number, number, number, number];
  expect(any).toBeGreaterThanOrEqual(all);
  expect(all).toBeGreaterThanOrEqual(order);
  expect(order).toBeGreaterThanOrEqual(exact);
});

test('a filter narrows the search, and the address keeps it', async ({ page }) => {
  await page.goto(`/a/posts?q=${encodeURIComponent(words)}`);
  await expectListShown(page);
  const everything = await shownTotal(page);

  await page.getByTestId('filters-toggle').click();
  await page.getByTestId('filter-kind').getByText('Ads only').click();
  const ads = await resultsOf(page, { q: words, kind: 'ad' }, () =>
    page.getByTestId('filters-apply').click(),
  );
  await expect(page).toHaveURL(/\/a\/posts\?q=gift\+for&kind=ad$/);
  expect(ads.total).toBeGreaterThan(0);
  expect(ads.total).toBeLessThan(everything);
  await expect(page.getByTestId('active-filter-count')).toHaveText('1');
  const cards = postCards(page);
  for (let index = 0; index < (await cards.count()); index += 1) {
    await expect(cards.nth(index).getByTestId('post-ad-badge')).toBeVisible();
  }

  // Reloaded, the address gives the same search with its filter. (The demo corpus moves on every
  // hour, and the latest activity with it: the results are those of the search asked again.)
  const reloaded = await resultsOf(page, { q: words, kind: 'ad' }, () => page.reload());
  expect(reloaded.total).toBe(ads.total);
  await expect(page.getByTestId('search-input')).toHaveValue(words);
  await expect(page.getByTestId('active-filter-count')).toHaveText('1');
});

test('sorting by trending, then page 2 and back: the address and the results follow', async ({
  page,
}) => {
  await page.goto('/a/posts');
  await expectListShown(page);

  const firstPage = await resultsOf(page, { sort: 'trending', page: undefined }, () =>
    choose(page, 'results-sort', 'Trending (24 h)'),
  );
  await expect(page).toHaveURL(/\/a\/posts\?sort=trending$/);
  await expect(page.getByTestId('results-sort')).toHaveValue('Trending (24 h)');
  // Under the trending sort each card shows its 24-hour gain large.
  await expect(postCards(page).first().getByTestId('post-highlight')).toContainText('+');
  expect(firstPage.total).toBeGreaterThan(50);

  const secondPage = await resultsOf(page, { sort: 'trending', page: '2' }, () =>
    page.getByRole('button', { name: 'Page 2', exact: true }).click(),
  );
  await expect(page).toHaveURL(/\/a\/posts\?sort=trending&page=2$/);
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const firstIds = firstPage.docs.map((doc) => doc._id);
  expect(secondPage.docs.some((doc) => firstIds.includes(doc._id))).toBe(false);

  await page.goBack();
  await expect(page).toHaveURL(/\/a\/posts\?sort=trending$/);
  await expectResults(page, firstPage);
  await expect(page.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goForward();
  await expect(page).toHaveURL(/\/a\/posts\?sort=trending&page=2$/);
  await expect.poll(() => cardIds(page), renderWait).toEqual(secondPage.docs.map((doc) => doc._id));
});

test('opening a search asks for its results once, the screen taking what the start asked for', async ({
  page,
}) => {
  // The searches answered: a request refused for an expired access token is sent again once the
  // token is renewed, which is not a second search.
  const searches: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/posts' && response.status() !== 401) searches.push(url.search);
  });
  // An empty address: the start reads the personalization (none yet) and asks for the default search.
  await page.goto('/a/posts');
  await expectListShown(page);
  // A search in the address, reloaded: the same search, asked for once.
  await page.goto('/a/posts?q=gift&sort=reactions');
  await expectListShown(page);
  await expect(page.getByTestId('search-input')).toHaveValue('gift');
  // Let any second request a screen might make arrive before counting.
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual(['?sort=newest', '?q=gift&sort=reactions']);
});

/** The app's entry, which the loader of a research screen's document asks for. */
async function screenEntry(page: Page): Promise<string> {
  const document = await (await page.request.get('/a/posts')).text();
  const entry = /data-entry="([^"]+)"/.exec(document)?.[1];
  if (!entry) throw new Error("The screen's document names no entry.");
  return entry;
}

/** Holds the app's entry back until `release` is called, in every page of `context`. */
async function holdEntry(context: BrowserContext, entry: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("the screen's document draws its frame where the app draws the screen, for sellers only", async ({
  page,
  browser,
}) => {
  const entry = await screenEntry(page);
  const release = await holdEntry(page.context(), entry);
  await page.goto('/a/posts');
  // Before any script of the app has run: the frame, in the app's font, with the screen's title.
  const frame = page.locator('[data-screen-frame]');
  const frameHeading = frame.getByRole('heading', { name: 'Posts', level: 1 });
  await expect(frameHeading).toBeVisible();
  await expect(frame.getByTestId('main-menu-posts')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Search posts - PostRadar');
  await page.evaluate(() => document.fonts.ready);
  const frameDescription = frameHeading.locator('xpath=following-sibling::p');
  const frameBoxes = [await frameHeading.boundingBox(), await frameDescription.boundingBox()];
  release();
  await expectListShown(page);
  await expect(frame).toHaveCount(0);
  // The app's screen took its place: the same heading, in the same place.
  const heading = page
    .getByTestId('posts-screen')
    .getByRole('heading', { name: 'Posts', level: 1 });
  const description = heading.locator('xpath=following-sibling::p');
  expect([await heading.boundingBox(), await description.boundingBox()]).toEqual(frameBoxes);

  // A visitor without a session never sees it: they are sent to sign in.
  const visitorContext = await browser.newContext();
  const releaseVisitor = await holdEntry(visitorContext, entry);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/a/posts');
  await expect(visitor.locator('[data-screen-frame]')).toBeAttached();
  await expect(visitor.locator('[data-screen-frame]')).toBeHidden();
  releaseVisitor();
  await visitor.waitForURL(/\/login/);
  await visitorContext.close();
});

test("the screen's document asks for its code with the app's entry, each file once", async ({
  page,
  browser,
}) => {
  const document = await (await page.request.get('/a/posts')).text();
  const entry = /data-entry="([^"]+)"/.exec(document)?.[1];
  const code = /data-screen-code="([^"]*)"/.exec(document)?.[1]?.split(' ') ?? [];
  const screenCode = code.find((file) => /^\/assets\/first-screen-[^/]+\.js$/.test(file));
  expect(entry).toBeDefined();
  expect(screenCode).toBeDefined();
  const asked: string[] = [];
  let screenCodeAsked = () => {};
  const screenCodeRequest = new Promise<void>((resolve) => (screenCodeAsked = resolve));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    asked.push(path);
    if (path === screenCode) screenCodeAsked();
  });
  // The entry is held back until the screen's code is asked for (or five seconds have passed): the
  // app's start cannot be the one asking for it.
  let askedBeforeEntry = false;
  await page.route(`**${entry}`, async (route) => {
    const waited = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000));
    askedBeforeEntry = await Promise.race([screenCodeRequest.then(() => true), waited]);
    await route.continue();
  });
  await page.goto('/a/posts');
  await expectListShown(page);
  await page.waitForLoadState('networkidle');
  expect(askedBeforeEntry).toBe(true);
  for (const file of code)
    expect(
      asked.filter((path) => path === file),
      file,
    ).toHaveLength(1);

  // A visitor without a session is sent to sign in, without the screens' code.
  const visitor = await browser.newPage();
  const visitorAsked: string[] = [];
  visitor.on('request', (request) => visitorAsked.push(new URL(request.url()).pathname));
  await visitor.goto('/a/posts');
  await visitor.waitForURL(/\/login/);
  await visitor.waitForLoadState('networkidle');
  expect(visitorAsked).not.toContain(screenCode);
  await visitor.close();
});
