import type { CardDto } from '@postradar/contracts';
import type Stripe from 'stripe';
import { AppError } from '../../../lib/app-error';
import { askStripe } from './stripe-failure';

/** The most cards a customer's list shows: far more than anyone saves. */
const cardListLimit = 100;

/** A card payment method as the client sees it: never more than the last four digits. */
export function toCardDto(method: Stripe.PaymentMethod): CardDto {
  if (!method.card) throw new Error(`Payment method ${method.id} is not a card.`);
  const { brand, last4, exp_month, exp_year } = method.card;
  return { id: method.id, brand, last4, exp_month, exp_year };
}

/** The card payment methods attached to a customer. */
export async function listCustomerCards(
  stripe: Stripe,
  customerId: string,
): Promise<Stripe.PaymentMethod[]> {
  const page = await askStripe(() =>
    stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: cardListLimit }),
  );
  return page.data;
}

async function defaultCardId(stripe: Stripe, customerId: string): Promise<string | null> {
  const customer = await askStripe(() => stripe.customers.retrieve(customerId));
  if (customer.deleted) return null;
  const chosen = customer.invoice_settings.default_payment_method;
  return typeof chosen === 'string' ? chosen : (chosen?.id ?? null);
}

const addCardFirst = () => new AppError('VALIDATION_FAILED', 'Add a card first.');

/** The customer and card a checkout charges. */
export interface ChosenCard {
  customerId: string;
  paymentMethodId: string;
}

/**
 * The card a checkout charges: the one named (only one of the customer's own), else the
 * customer's default card, else their first one.
 */
export async function chooseCard(
  stripe: Stripe,
  customerId: string | null,
  cardId: string,
): Promise<ChosenCard> {
  if (!customerId) throw addCardFirst();
  const cards = await listCustomerCards(stripe, customerId);
  if (cardId) {
    if (!cards.some((card) => card.id === cardId))
      throw new AppError('NOT_FOUND', 'This card does not exist.');
    return { customerId, paymentMethodId: cardId };
  }
  const first = cards[0];
  if (!first) throw addCardFirst();
  const preferred = await defaultCardId(stripe, customerId);
  const chosen = cards.find((card) => card.id === preferred) ?? first;
  return { customerId, paymentMethodId: chosen.id };
}
