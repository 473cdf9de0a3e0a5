import { expect, test, type Page } from '@playwright/test';
import { personalizeFromDashboard } from './dashboard';
import { newSeller } from './fixtures';
import { signInWithPlan } from './grant-plan';
import { researchTestTimeout } from './research';

test.describe.configure({ timeout: researchTestTimeout });

/** Where the flow's screenshots are kept, to look at after a run. */
const screenshotDir = '.tmp/e2e-dashboard';

/**
 * A screenshot of the screen: the dashboard and the personalization whole, a research screen as
 * the phone first shows it (its 50 results would make a picture 30,000 pixels tall).
 */
async function screenshot(page: Page, name: string) {
  const isResearch = /^\/a\/(posts|trending)/.test(new URL(page.url()).pathname);
  await page.screenshot({ path: `${screenshotDir}/vi-375-${name}.png`, fullPage: !isResearch });
}

/** Nothing is wider than the screen: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the dashboard in Vietnamese on a phone', () => {
  test.use({
    locale: 'vi-VN',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });

  test('a new seller personalizes at 375 px, and the dashboard, Trending and a new search start from it', async ({
    page,
    browser,
  }) => {
    await signInWithPlan(page, browser, newSeller('dashboard-vi'));
    await personalizeFromDashboard(
      page,
      {
        dashboardTitle: 'Tổng quan',
        personalizationTitle: 'Cá nhân hoá',
        acrossEverything: 'Trên mọi ngách và thị trường.',
        language: { typed: 'anh', name: 'Tiếng Anh' },
        country: { typed: 'hoa', name: 'Hoa Kỳ' },
        saved: 'Đã lưu',
        personalizedFor: 'Theo lựa chọn của bạn',
        personalizedBadge: 'Đã cá nhân hoá',
        chipLabel: 'Cá nhân hoá',
      },
      async (shown, name) => {
        await expectNoSidewaysScroll(shown);
        await screenshot(shown, name);
      },
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });
});
