import { billingCalls, type CardDto } from '@postradar/contracts';
import { api } from '../../../lib/api';

export const savedCardsQueryKey = ['payment', 'cards'] as const;

/** GET /payment/stripe/card: the user's saved cards (brand, last four digits, expiry). */
export function listSavedCards(): Promise<CardDto[]> {
  return api.call(billingCalls.cards);
}

/** POST /payment/stripe/card: saves the payment method Stripe.js made from the card field. */
export function saveCard(paymentMethodId: string, name: string): Promise<CardDto> {
  return api.call(billingCalls.addCard, { body: { token: paymentMethodId, form: { name } } });
}

/**
 * DELETE /payment/stripe/card. A failed removal is not shown (docs/product.md, Paying): the list
 * is refetched afterwards either way, so the card simply stays.
 */
export async function removeSavedCard(cardId: string): Promise<void> {
  try {
    await api.call(billingCalls.removeCard, { body: { cardId } });
  } catch {
    // Ignored on purpose, see above.
  }
}
