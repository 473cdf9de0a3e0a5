import type { Money } from './types';

/** The currencies PayPal accepts for payments. */
const SUPPORTED_CURRENCIES = new Set(
  'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP PLN GBP SGD SEK CHF THB USD'.split(
    ' ',
  ),
);
/** Supported currencies without a minor unit. */
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);
/** PayPal's schema of an amount value (at most 32 characters). */
const VALUE_SYNTAX = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;

export function isSupportedCurrency(code: string): boolean {
  return SUPPORTED_CURRENCIES.has(code);
}

export function currencyDecimals(code: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(code) ? 0 : 2;
}

export function isValueSyntax(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 32 && VALUE_SYNTAX.test(value);
}

export function decimalPlaces(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/** The amount in the currency's smallest unit (exact: the value has at most the currency's decimals). */
export function toMinor({ currency_code, value }: Money): number {
  const decimals = currencyDecimals(currency_code);
  const [whole = '', fraction = ''] = value.replace('-', '').split('.');
  const minor =
    Number(whole || '0') * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return value.startsWith('-') ? -minor : minor;
}

/** An amount of `minor` smallest units, written with the currency's decimals ("59.00"). */
export function fromMinor(minor: number, currency_code: string): Money {
  const decimals = currencyDecimals(currency_code);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const value = decimals === 0 ? whole : `${whole}.${digits.slice(-decimals)}`;
  return { currency_code, value: minor < 0 ? `-${value}` : value };
}

/** "59.00 USD", as the approval page and event summaries show an amount. */
export function formatMoney({ currency_code, value }: Money): string {
  return `${value} ${currency_code}`;
}
