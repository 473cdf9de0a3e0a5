import { expect, type Page, type Response } from '@playwright/test';
import { expectListShown, renderWait, resultsOf, shownTotal } from './research';

/**
 * What the personalization flow picks: a niche with many posts in the demo corpus, whose name holds
 * a space as many niches' do (the addresses show how it is written), in English, for the United
 * States.
 */
const audience = { niche: 'dog mom', language: 'en', country: 'US' } as const;
const audienceParams = {
  niches: audience.niche,
  languages: audience.language,
  countries: audience.country,
};
/** The personalization in an address, as the dashboard's links write it. */
const personalizedQuery = 'niches=dog%20mom&languages=en&countries=US';

/** The page's path and decoded parameters: the search form writes `dog+mom`, a link `dog%20mom`. */
function address(page: Page): string {
  const url = new URL(page.url());
  const params = [...url.searchParams].map(([name, value]) => `${name}=${value}`);
  return params.length > 0 ? `${url.pathname}?${params.join('&')}` : url.pathname;
}
const personalizedAddress = (path: string) =>
  `${path}?niches=${audience.niche}&languages=${audience.language}&countries=${audience.country}`;

/** The texts the flow reads, in one interface language. */
export interface DashboardTexts {
  dashboardTitle: string;
  personalizationTitle: string;
  /** The dashboard's line before the user personalizes. */
  acrossEverything: string;
  /** What the language and the country are called in the lists and the summaries. */
  language: { typed: string; name: string };
  country: { typed: string; name: string };
  saved: string;
  /** The dashboard's line once personalized, up to the audience. */
  personalizedFor: string;
  personalizedBadge: string;
  /** The chip's label above a personalized search. */
  chipLabel: string;
}

/** Where the flow stops for a screenshot, named after what it shows. */
export type Snapshot = (page: Page, name: string) => Promise<void>;

type AudienceField = 'niches' | 'languages' | 'countries';

/** Types into one of the personalization's lists and picks the option that starts with `option`. */
async function pick(page: Page, field: AudienceField, typed: string, option: string) {
  const input = page.getByTestId(`personalization-${field}`);
  await input.click();
  await input.fill(typed);
  await page
    .getByRole('option')
    .filter({ hasText: new RegExp(`^${option}`) })
    .click();
  await input.press('Escape');
}

/** Whether a response is the dashboard's moving block of `sort`, answered (not a 401 retried). */
const isMovingBlock = (sort: string) => (response: Response) => {
  const url = new URL(response.url());
  return (
    url.pathname === '/api/dashboard/moving' &&
    url.searchParams.get('sort') === sort &&
    response.status() !== 401
  );
};

interface MovingPost {
  _id: string;
  tags: string[];
  language: string | null;
  country: string | null;
}

/** Lower case without accents or punctuation, as niches are matched: 'Dog-Mom' is 'dog mom'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The personalization flow of a new seller with a plan, from the dashboard's welcome: picks the
 * niche, language and country and saves; the dashboard then names them and fills its moving
 * blocks from them; See all opens Trending with them in the address and the chip; Trending and a
 * new post search open on them, and the chip's × searches without them.
 */
export async function personalizeFromDashboard(
  page: Page,
  texts: DashboardTexts,
  snapshot: Snapshot = async () => {},
) {
  await page.goto('/a');
  await expect(page).toHaveTitle(`${texts.dashboardTitle} - PostRadar`);
  await expect(page.getByTestId('dashboard-audience')).toContainText(texts.acrossEverything);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  await snapshot(page, 'dashboard-welcome');

  await page.getByTestId('dashboard-welcome-start').click();
  await expect(page).toHaveURL(/\/a\/personalization$/);
  await expect(page).toHaveTitle(`${texts.personalizationTitle} - PostRadar`);
  await expect(page.getByTestId('personalization-never-saved')).toBeVisible();
  await expect(page.getByTestId('personalization-save')).toBeDisabled();
  await pick(page, 'niches', 'dog', audience.niche);
  await pick(page, 'languages', texts.language.typed, texts.language.name);
  await pick(page, 'countries', texts.country.typed, texts.country.name);
  await snapshot(page, 'personalization-picked');

  const saved = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/personalization' &&
      response.request().method() === 'PUT' &&
      response.status() !== 401,
  );
  await page.getByTestId('personalization-save').click();
  const savedResponse = await saved;
  expect(savedResponse.status()).toBe(200);
  expect(savedResponse.request().postDataJSON()).toEqual({
    niches: [audience.niche],
    languages: [audience.language],
    countries: [audience.country],
    kind: 'both',
  });
  await expect(page.getByTestId('personalization-saved')).toHaveText(texts.saved);
  await expect(page.getByTestId('personalization-never-saved')).toHaveCount(0);
  await expect(page.getByTestId('personalization-save')).toBeDisabled();

  // The dashboard: the line names the audience, and the moving blocks come from it.
  const trending = page.waitForResponse(isMovingBlock('trending'));
  await page.goto('/a');
  const summary = `${texts.personalizedFor}: ${audience.niche} · ${texts.language.name} · ${texts.country.name}`;
  await expect(page.getByTestId('dashboard-audience')).toContainText(summary);
  await expect(page.getByTestId('dashboard-welcome')).toHaveCount(0);
  const { data } = (await (await trending).json()) as {
    data: { posts: MovingPost[]; isPersonalized: boolean };
  };
  expect(data.isPersonalized).toBe(true);
  expect(data.posts.length).toBeGreaterThan(0);
  for (const post of data.posts) {
    expect(post.tags.map(fold), post._id).toContain(audience.niche);
    expect([post.language, post.country], post._id).toEqual([audience.language, audience.country]);
  }
  const block = page.getByTestId('dashboard-moving-trending');
  await expect(block.getByTestId('dashboard-moving-trending-personalized')).toHaveText(
    texts.personalizedBadge,
  );
  await expect
    .poll(
      () =>
        block
          .getByTestId('post-card')
          .evaluateAll((cards) => cards.map((card) => card.dataset.postId)),
      renderWait,
    )
    .toEqual(data.posts.map((post) => post._id));
  for (const sort of ['mass_reactions', 'mass_shares', 'mass_comments']) {
    await expect(page.getByTestId(`dashboard-moving-${sort}-personalized`)).toBeVisible(renderWait);
  }
  await snapshot(page, 'dashboard-personalized');

  // See all: Trending with the audience in the address, and the chip that says so.
  const chip = page.getByTestId('personalized-chip');
  const chipText = `${texts.chipLabel}: ${audience.niche} · ${texts.language.name} · ${texts.country.name}`;
  await resultsOf(page, audienceParams, () =>
    page.getByTestId('dashboard-moving-trending-see-all').click(),
  );
  await expect(page).toHaveURL(`/a/trending?${personalizedQuery}`);
  await expect(chip).toHaveText(chipText);
  await snapshot(page, 'trending-see-all');

  // Trending opened afresh starts from the personalization too.
  await resultsOf(page, audienceParams, () => page.goto('/a/trending'));
  await expect.poll(() => address(page)).toBe(personalizedAddress('/a/trending'));
  await expect(chip).toHaveText(chipText);

  // So does a new search of posts, until the chip's × searches without it.
  const personalized = await resultsOf(page, audienceParams, () => page.goto('/a/posts'));
  await expect.poll(() => address(page)).toBe(personalizedAddress('/a/posts'));
  await expect(chip).toHaveText(chipText);
  await snapshot(page, 'posts-personalized');
  const everything = await resultsOf(
    page,
    { niches: undefined, languages: undefined, countries: undefined },
    () => chip.getByTestId('personalized-chip-clear').click(),
  );
  await expect(page).toHaveURL(/\/a\/posts$/);
  await expect(chip).toHaveCount(0);
  await expectListShown(page);
  expect(everything.total).toBeGreaterThan(personalized.total);
  expect(await shownTotal(page)).toBe(everything.total);
}
