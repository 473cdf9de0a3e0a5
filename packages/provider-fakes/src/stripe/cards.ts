import { createHash } from 'node:crypto';
import { cardError } from './stripe-error';

/** What a card does when charged, as Stripe's test cards do. */
export type CardBehaviour =
  | { kind: 'succeed' }
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string; declineCode: string; message: string };

const declined = 'Your card was declined.';

/** Stripe's test numbers with a special behaviour; every other valid number succeeds. */
const specialCards: Record<string, CardBehaviour> = {
  '4000000000000002': {
    kind: 'decline',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: declined,
  },
  '4000000000009995': {
    kind: 'decline',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000002760003184': { kind: 'authenticate' },
};

/** The card of a payment method as Stripe shows it (never the full number). */
export interface CardDetails {
  brand: string;
  display_brand: string;
  country: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: 'credit';
  last4: string;
  checks: { address_line1_check: null; address_postal_code_check: null; cvc_check: 'pass' | null };
  networks: { available: string[]; preferred: null };
  three_d_secure_usage: { supported: true };
  wallet: null;
}

export interface CardInput {
  number?: string;
  expMonth?: string;
  expYear?: string;
  cvc?: string;
}

/** The behaviour of a card number when charged. */
export function cardBehaviour(number: string): CardBehaviour {
  return specialCards[number] ?? { kind: 'succeed' };
}

/** Validates raw card details as Stripe does at creation; throws Stripe's 402 card errors. */
export function readCard(input: CardInput, now = new Date()): CardDetails & { number: string } {
  const number = (input.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    throw cardError({
      code: 'invalid_number',
      message: 'Your card number is incorrect.',
      param: 'number',
    });
  }
  const expMonth = Number(input.expMonth);
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
    throw cardError({
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'exp_month',
    });
  }
  const expYear = fullYear(Number(input.expYear));
  const year = now.getUTCFullYear();
  const expired = expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
  if (!Number.isInteger(expYear) || expired || expYear > year + 50) {
    throw cardError({
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      param: 'exp_year',
    });
  }
  if (input.cvc !== undefined && !/^\d{3,4}$/.test(input.cvc)) {
    throw cardError({
      code: 'invalid_cvc',
      message: "Your card's security code is invalid.",
      param: 'cvc',
    });
  }
  const brand = cardBrand(number);
  return {
    number,
    brand,
    display_brand: brand,
    country: 'US',
    exp_month: expMonth,
    exp_year: expYear,
    fingerprint: createHash('sha256').update(number).digest('base64url').slice(0, 16),
    funding: 'credit',
    last4: number.slice(-4),
    checks: {
      address_line1_check: null,
      address_postal_code_check: null,
      cvc_check: input.cvc === undefined ? null : 'pass',
    },
    networks: { available: [brand], preferred: null },
    three_d_secure_usage: { supported: true },
    wallet: null,
  };
}

/** Two-digit years are this century's, as Stripe reads them. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network, from the number's leading digits. */
export function cardBrand(number: string): string {
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if (number.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (number.startsWith('6011') || number.startsWith('65') || (four >= 6440 && four <= 6499)) {
    return 'discover';
  }
  if (two === 35) return 'jcb';
  if (two === 36 || two === 38 || two === 30) return 'diners';
  if (two === 62) return 'unionpay';
  return 'unknown';
}
