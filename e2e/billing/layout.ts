import { expect, type Page } from '@playwright/test';

/** The page is no wider than the screen: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity))
    .toBeLessThanOrEqual(width);
}
