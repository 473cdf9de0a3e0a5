import { expect, type Page } from '@playwright/test';
import type { TestIdentity } from '../fixtures';

/**
 * The plans the billing specs buy, as the seeded catalogue names them: `price` as the checkout
 * shows it (with cents), `shownPrice` as the plans and bills do.
 */
export const standard = { slug: 'standard', title: 'Standard', price: '$59.00', shownPrice: '$59' };
export const trial = { slug: 'trial', title: 'Free trial' };

/** One plan's card on /pricing. */
export const planCard = (page: Page, slug: string) =>
  page.locator(`[data-testid="plan-card"][data-plan="${slug}"]`);

/**
 * Opens the checkout of a plan as a seller does: its button on /pricing, which puts the plan in
 * the cart (/a/subscribe/:planId) and goes on to /checkout. Resolves once the order is shown.
 */
export async function checkoutFromPricing(page: Page, plan: { slug: string; title: string }) {
  await page.goto('/pricing');
  await planCard(page, plan.slug).getByTestId('plan-subscribe').click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await expect(page.getByTestId('review-plan')).toHaveText(plan.title);
}

/** Chooses a way to pay among the radio cards. */
export async function chooseMethod(page: Page, method: 'stripe' | 'paypal' | 'bank') {
  await page.getByTestId(`method-${method}`).click();
  await expect(page.getByTestId(`method-${method}`)).toHaveAttribute('aria-checked', 'true');
}

/** The completed order: its title, the seller's e-mail and the plan. */
export async function expectCompleted(page: Page, seller: TestIdentity, planTitle: string) {
  const completed = page.getByTestId('checkout-completed');
  await expect(completed).toContainText('Checkout Completed!');
  await expect(completed.getByTestId('completed-email')).toHaveText(seller.email);
  await expect(completed.getByTestId('completed-plan')).toHaveText(planTitle);
}

/** The checkout-failed banner with the server's (or the card provider's) message. */
export async function expectCheckoutFailed(page: Page, message: string | RegExp) {
  const banner = page.getByTestId('checkout-failed');
  await expect(banner).toContainText('Checkout failed');
  await expect(banner).toContainText(message);
}
