import { expect, type Page } from '@playwright/test';

/** Stripe's test cards, as the fake Stripe charges them. */
export const testCards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticates: '4000 0027 6000 3184',
};

/** A card expiry some years ahead, as the card field takes it (MM / YY), and as saved cards show it. */
const expiryYear = new Date().getFullYear() + 4;
export const cardExpiry = { typed: `12 / ${expiryYear % 100}`, shown: `12 / ${expiryYear}` };

/** Types a card into the fake card field of 'Enter Card Details'. */
export async function typeCard(page: Page, number: string) {
  const form = page.getByTestId('add-card-form');
  await expect(form).toContainText('Enter Card Details');
  await form.getByTestId('fake-card-number').fill(number);
  await form.getByTestId('fake-card-expiry').fill(cardExpiry.typed);
  await form.getByTestId('fake-card-cvc').fill('123');
}

/** Adds a card through 'Enter Card Details' and waits for it among the saved cards, selected. */
export async function addCard(page: Page, number: string, name: string) {
  await typeCard(page, number);
  await page.getByTestId('card-name').fill(name);
  await page.getByTestId('add-card-submit').click();
  const saved = page.getByTestId('saved-card');
  await expect(saved.getByTestId('saved-card-number')).toHaveText(`•••• ${number.slice(-4)}`);
  await expect(saved.getByTestId('saved-card-choice')).toHaveAttribute('aria-checked', 'true');
}
