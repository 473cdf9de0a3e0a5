import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newSeller, readStorage, signIn, type TestIdentity } from './fixtures';
import { addCard, testCards } from './billing/card';
import { checkoutFromPricing, chooseMethod, expectCompleted, standard } from './billing/checkout';
import { expectNoSidewaysScroll } from './billing/layout';

/** The affiliate link the screen shows, once it is there. */
async function readAffiliateLink(page: Page): Promise<string> {
  await page.goto('/settings/affiliate');
  const field = page.getByTestId('affiliate-link');
  await expect(field).toHaveValue(/\/\?ref=/);
  return field.inputValue();
}

/**
 * Someone else opens `link` in their own browser and signs up there, then does what `andThen`
 * does as them (pay for a plan).
 */
async function signUpThrough(
  browser: Browser,
  link: string,
  seller: TestIdentity,
  { locale, andThen }: { locale?: string; andThen?: (visitor: Page) => Promise<void> } = {},
) {
  const context = await browser.newContext({ locale });
  try {
    const visitor = await context.newPage();
    await visitor.goto(link);
    await expect(visitor).toHaveURL(/\/login$/);
    await signIn(visitor, seller);
    await andThen?.(visitor);
  } finally {
    await context.close();
  }
}

/** Pays for Standard with a card that succeeds. */
async function buyStandard(page: Page, seller: TestIdentity) {
  await checkoutFromPricing(page, standard);
  await chooseMethod(page, 'stripe');
  await addCard(page, testCards.succeeds, seller.name);
  await page.getByTestId('checkout-pay').click();
  await expectCompleted(page, seller, standard.title);
}

/** The address as the referral list shows it: the first two characters of the name, then '•••'. */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 2)}•••${email.slice(at)}`;
}

test('an affiliate shares their link, sees who signed up through it and exports the list', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sellers, one signing up and paying in a browser of their own: more than a minute on a
  // busy machine.
  test.setTimeout(120_000);
  await signIn(page, newSeller('affiliate'));
  const { affiliateCode } = JSON.parse((await readStorage(page, 'user')) ?? '{}') as {
    affiliateCode: string;
  };
  const link = await readAffiliateLink(page);
  expect(link).toBe(`${baseURL}/?ref=${affiliateCode}`);
  await expect(page).toHaveTitle('Affiliate - PostRadar');
  await expect(page.getByTestId('referrals-empty')).toContainText(
    'No one has signed up through your link yet',
  );
  await expect(page.getByTestId('affiliate-export')).toBeDisabled();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('affiliate-copy').click();
  await expect(page.getByTestId('affiliate-copy')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Someone signs up through the link and buys a plan: the list shows that first purchase.
  const referred = newSeller('referred');
  await signUpThrough(browser, link, referred, {
    andThen: (visitor) => buyStandard(visitor, referred),
  });

  await page.reload();
  const row = page.getByTestId('referral-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('referral-email')).toHaveText(maskedEmail(referred.email));
  await expect(row).toContainText(standard.title);
  await expect(row.getByTestId('referral-price')).toHaveText(standard.shownPrice);
  await expect(row).toContainText(affiliateCode);
  await expect(page.getByTestId('affiliate-total')).toHaveText('1');
  await expect(page.getByTestId('affiliate-purchases')).toHaveText('1');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('affiliate-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('affiliate.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('code,email,plan,price,currency,register_date');
  expect(csv).toContain(maskedEmail(referred.email));
});

test.describe('on a phone, in Vietnamese', () => {
  const width = 375;
  test.use({ locale: 'vi-VN', viewport: { width, height: 812 }, isMobile: true, hasTouch: true });

  test('the link and the referrals fit the screen', async ({ page, browser }) => {
    await signIn(page, newSeller('affiliate-vi'));
    const link = await readAffiliateLink(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tiếp thị liên kết');
    await expect(page.getByTestId('affiliate-copy')).toHaveText('Sao chép');

    const referred = newSeller('referred-vi');
    await signUpThrough(browser, link, referred, { locale: 'vi-VN' });
    await page.reload();
    const row = page.getByTestId('referral-row');
    await expect(row.getByTestId('referral-email')).toHaveText(maskedEmail(referred.email));
    await expect(row).toContainText('Chưa mua gói nào');
    await expect(page.getByTestId('referrals-total')).toHaveText('1 người được giới thiệu');
    await expect(page.getByTestId('affiliate-export')).toHaveText('Xuất CSV');
    await expectNoSidewaysScroll(page, width);
  });
});
