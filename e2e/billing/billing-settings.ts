import { expect, type Page } from '@playwright/test';

/** Opens /settings/billing and waits for the plan section to have loaded. */
export async function openBilling(page: Page) {
  await page.goto('/settings/billing');
  const plan = page.getByTestId('billing-plan');
  await expect(plan.getByTestId('billing-change-plan')).toBeVisible();
  return plan;
}

/** /settings/billing shows `planTitle` as the active plan. */
export async function expectActivePlan(page: Page, planTitle: string) {
  const plan = await openBilling(page);
  await expect(plan.getByTestId('membership-plan')).toHaveText(planTitle);
  await expect(plan.getByTestId('membership-finish')).not.toBeEmpty();
  return plan;
}

/** /settings/billing shows no active plan. */
export async function expectNotSubscribed(page: Page) {
  const plan = await openBilling(page);
  await expect(plan.getByTestId('billing-not-subscribed')).toContainText(
    'You are not subscribed to any plan.',
  );
}

/** The rows of the billing history. */
export const billRows = (page: Page) => page.getByTestId('billing-history').getByTestId('bill-row');
