import { expect, test } from '@playwright/test';
import { newSeller } from './fixtures';
import { signInWithPlan } from './grant-plan';

test("a pixel's store network shows its stores and the pages advertising them", async ({
  page,
  browser,
}) => {
  await signInWithPlan(page, browser, newSeller('pixels'));
  await page.goto('/a/pixels');
  await expect(page).toHaveTitle('Pixels - PostRadar');
  const first = page.getByTestId('entity-row').first();
  await expect(first).toBeVisible();
  const pixelId = (await first.getByTestId('entity-link').innerText()).trim();
  await first.getByTestId('entity-link').click();

  await expect(page).toHaveURL(/\/a\/pixels\/\d+$/);
  await expect(page).toHaveTitle(`Pixel ${pixelId} - PostRadar`);
  const network = page.getByTestId('store-network');
  const diagram = network.getByTestId('network-diagram');
  await expect(diagram).toBeVisible();
  await expect(diagram).toContainText(pixelId);
  const stores = diagram.getByTestId('network-store');
  const pages = diagram.getByTestId('network-page');
  await expect(stores.first()).toBeVisible();
  await expect(pages.first()).toBeVisible();
  // One link from the pixel to each store, at least one from a store to each page.
  const storeCount = await stores.count();
  const pageCount = await pages.count();
  const links = await diagram.locator('[data-testid="network-links"] path').count();
  expect(links).toBeGreaterThanOrEqual(storeCount + pageCount);

  // The header counts what the diagram draws (a demo seller has a few stores).
  const header = page.getByTestId('entity-header');
  await expect(header.getByTestId('stat-domains')).toContainText(String(storeCount));
  await expect(header.getByTestId('stat-pages')).toContainText(String(pageCount));

  // Every store with its pages, as a list.
  await network.getByRole('button', { name: 'Every store and its pages' }).click();
  await expect(network.getByTestId('network-list-store')).toHaveCount(storeCount);

  // A store of the network leads to its own screen.
  const host = (await stores.first().getByRole('link').innerText()).trim();
  await stores.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/a\/domains\/\d+$/);
  await expect(page.getByTestId('entity-header').getByRole('heading', { level: 1 })).toHaveText(
    host,
  );
  await expect(page.getByTestId('domain-pixels')).toContainText(pixelId);
});
