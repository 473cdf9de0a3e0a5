import { expect, test, type Browser, type Page } from '@playwright/test';
import { newSeller, readStorage, signIn } from './fixtures';
import { expectNoSidewaysScroll } from './billing/layout';

// Staff accept members with `npm run referrals`, which opens the database itself: the embedded
// one allows one process, the running server's. A member's screen (figures, link, payout e-mail,
// banners) is covered by apps/web/src/features/referral-settings/referral-settings.test.tsx.

/** The affiliate code of the user signed in on `page`. */
async function storedAffiliateCode(page: Page): Promise<string> {
  const user = JSON.parse((await readStorage(page, 'user')) ?? '{}') as { affiliateCode?: string };
  expect(user.affiliateCode).toBeTruthy();
  return user.affiliateCode ?? '';
}

/**
 * A visitor opens `path` in a browser of their own: the click of the link it carries is counted
 * once, and opening it again in the same tab sends nothing more.
 */
async function openLinkTwice(browser: Browser, path: string) {
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    const clicks: string[] = [];
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/referral/clicks') clicks.push(request.url());
    });
    const counted = visitor.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/referral/clicks',
    );
    await visitor.goto(path);
    const answer = await counted;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ success: true, data: { counted: true } });

    await visitor.reload();
    await expect(visitor.getByTestId('pricing-promo')).toBeVisible();
    await visitor.waitForLoadState('networkidle');
    expect(clicks).toHaveLength(1);
  } finally {
    await context.close();
  }
}

test('a seller asks to join the referral programme, and openings of their link count', async ({
  page,
  browser,
}) => {
  await signIn(page, newSeller('referral'));
  await page.goto('/settings/referral');
  await expect(page).toHaveTitle('Referral - PostRadar');
  await expect(page.getByTestId('referral-join-title')).toHaveText(
    'Earn 20% of every first purchase',
  );
  await expect(page.getByTestId('referral-step')).toHaveCount(3);
  await expect(page.getByTestId('referral-step').nth(2)).toContainText('pending for 30 days');

  await page.getByTestId('referral-join-now').click();
  await expect(page.getByTestId('referral-pending')).toContainText('Request received');
  await expect(page.getByTestId('referral-asked-on')).toHaveText(
    /^Requested on \d{1,2} [A-Z][a-z]{2} \d{4}$/,
  );
  await page.reload();
  await expect(page.getByTestId('referral-pending')).toBeVisible();
  await expect(page.getByTestId('referral-join-now')).toHaveCount(0);

  await openLinkTwice(browser, `/pricing?ref=${await storedAffiliateCode(page)}`);
});

test.describe('on a phone, in Vietnamese', () => {
  const width = 375;
  test.use({ locale: 'vi-VN', viewport: { width, height: 812 }, isMobile: true, hasTouch: true });

  test('joining fits the screen', async ({ page }) => {
    await signIn(page, newSeller('referral-vi'));
    await page.goto('/settings/referral');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giới thiệu');
    await expect(page.getByTestId('referral-join-title')).toHaveText(
      'Nhận 20% mỗi lần mua đầu tiên',
    );
    await expectNoSidewaysScroll(page, width);
    await page.getByTestId('referral-join-now').click();
    await expect(page.getByTestId('referral-pending')).toContainText('Đã nhận yêu cầu');
    await expect(page.getByTestId('referral-asked-on')).toHaveText(
      /^Gửi yêu cầu ngày \d{2}\/\d{2}\/\d{4}$/,
    );
    await expectNoSidewaysScroll(page, width);
  });
});
