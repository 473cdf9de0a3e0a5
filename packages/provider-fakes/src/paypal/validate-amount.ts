import { isRecord } from './is-record';
import {
  currencyDecimals,
  decimalPlaces,
  isSupportedCurrency,
  isValueSyntax,
  toMinor,
} from './money';
import type { Issue } from './paypal-error';
import type { Money } from './types';

/** The parts of amount.breakdown and whether each adds to or takes from the total. */
const BREAKDOWN_PARTS = [
  ['item_total', 1],
  ['tax_total', 1],
  ['shipping', 1],
  ['handling', 1],
  ['insurance', 1],
  ['shipping_discount', -1],
  ['discount', -1],
] as const;

const CURRENCY_SYNTAX = /^[A-Z]{3}$/;
const QUANTITY_SYNTAX = /^[1-9][0-9]{0,9}$/;

/**
 * Checks one money object at `field` as PayPal does (syntax first, then a supported currency, its
 * decimals and the sign) and returns it when it is usable for arithmetic.
 */
export function checkMoney(
  issues: Issue[],
  raw: unknown,
  field: string,
  sign: 'positive' | 'not-negative',
): Money | undefined {
  if (!isRecord(raw)) {
    issues.push({ issue: 'MISSING_REQUIRED_PARAMETER', field });
    return undefined;
  }
  const { currency_code, value } = raw;
  const currencyOk = typeof currency_code === 'string' && CURRENCY_SYNTAX.test(currency_code);
  if (currency_code === undefined) {
    issues.push({ issue: 'MISSING_REQUIRED_PARAMETER', field: `${field}/currency_code` });
  } else if (!currencyOk) {
    issues.push({ issue: 'INVALID_PARAMETER_SYNTAX', field: `${field}/currency_code` });
  }
  if (value === undefined) {
    issues.push({ issue: 'MISSING_REQUIRED_PARAMETER', field: `${field}/value` });
  } else if (!isValueSyntax(value)) {
    issues.push({ issue: 'INVALID_PARAMETER_SYNTAX', field: `${field}/value` });
  }
  if (!currencyOk || !isValueSyntax(value)) return undefined;
  if (!isSupportedCurrency(currency_code)) {
    issues.push({
      issue: 'CURRENCY_NOT_SUPPORTED',
      field: `${field}/currency_code`,
      value: currency_code,
    });
    return undefined;
  }
  if (decimalPlaces(value) > currencyDecimals(currency_code)) {
    const issue =
      currencyDecimals(currency_code) === 0 ? 'DECIMALS_NOT_SUPPORTED' : 'DECIMAL_PRECISION';
    issues.push({ issue, field: `${field}/value`, value });
    return undefined;
  }
  const money = { currency_code, value };
  const minor = toMinor(money);
  if (sign === 'positive' ? minor <= 0 : minor < 0) {
    const issue = sign === 'positive' ? 'CANNOT_BE_ZERO_OR_NEGATIVE' : 'CANNOT_BE_NEGATIVE';
    issues.push({ issue, field: `${field}/value`, value });
  }
  return money;
}

/**
 * Checks a purchase unit's amount at `${field}/amount`, its breakdown (which must add up to the
 * total) and its items (which must add up to breakdown.item_total); returns the total.
 */
export function checkUnitAmount(
  issues: Issue[],
  unit: Record<string, unknown>,
  field: string,
): Money | undefined {
  const total = checkMoney(issues, unit.amount, `${field}/amount`, 'positive');
  const breakdown = isRecord(unit.amount) ? unit.amount.breakdown : undefined;
  const itemTotal =
    breakdown === undefined
      ? undefined
      : checkBreakdown(issues, breakdown, total, `${field}/amount`);
  if (Array.isArray(unit.items) && unit.items.length > 0) {
    if (!isRecord(breakdown) || breakdown.item_total === undefined) {
      issues.push({ issue: 'ITEM_TOTAL_REQUIRED', field: `${field}/amount/breakdown/item_total` });
    } else if (itemTotal) {
      checkItems(issues, unit.items, itemTotal, field);
    }
  } else if (unit.items !== undefined && !Array.isArray(unit.items)) {
    issues.push({ issue: 'INVALID_PARAMETER_SYNTAX', field: `${field}/items` });
  }
  return total;
}

/** Checks the breakdown against the total; returns its item_total when usable. */
function checkBreakdown(
  issues: Issue[],
  breakdown: unknown,
  total: Money | undefined,
  field: string,
): Money | undefined {
  if (!isRecord(breakdown)) {
    issues.push({ issue: 'INVALID_PARAMETER_SYNTAX', field: `${field}/breakdown` });
    return undefined;
  }
  let sum = 0;
  let comparable = total !== undefined;
  let itemTotal: Money | undefined;
  for (const [name, sign] of BREAKDOWN_PARTS) {
    if (breakdown[name] === undefined) continue;
    const partField = `${field}/breakdown/${name}`;
    const part = checkMoney(issues, breakdown[name], partField, 'not-negative');
    if (part && total && part.currency_code !== total.currency_code) {
      issues.push({ issue: 'CURRENCY_MISMATCH', field: `${partField}/currency_code` });
    }
    if (!part || part.currency_code !== total?.currency_code) {
      comparable = false;
      continue;
    }
    if (name === 'item_total') itemTotal = part;
    sum += sign * toMinor(part);
  }
  if (comparable && total && sum !== toMinor(total)) {
    issues.push({ issue: 'AMOUNT_MISMATCH', field: `${field}/value`, value: total.value });
  }
  return itemTotal;
}

function checkItems(issues: Issue[], items: unknown[], itemTotal: Money, unitField: string): void {
  let sum = 0;
  let comparable = true;
  items.forEach((item, index) => {
    const field = `${unitField}/items/${index}`;
    if (!isRecord(item)) {
      issues.push({ issue: 'INVALID_PARAMETER_SYNTAX', field });
      comparable = false;
      return;
    }
    if (typeof item.name !== 'string' || item.name.length === 0) {
      issues.push({ issue: 'MISSING_REQUIRED_PARAMETER', field: `${field}/name` });
    }
    const quantityOk = typeof item.quantity === 'string' && QUANTITY_SYNTAX.test(item.quantity);
    if (!quantityOk) issues.push({ issue: 'INVALID_PARAMETER_SYNTAX', field: `${field}/quantity` });
    const price = checkMoney(issues, item.unit_amount, `${field}/unit_amount`, 'not-negative');
    if (price && price.currency_code !== itemTotal.currency_code) {
      issues.push({ issue: 'CURRENCY_MISMATCH', field: `${field}/unit_amount/currency_code` });
    }
    if (!price || !quantityOk || price.currency_code !== itemTotal.currency_code) {
      comparable = false;
      return;
    }
    sum += toMinor(price) * Number(item.quantity);
  });
  if (comparable && sum !== toMinor(itemTotal)) {
    issues.push({
      issue: 'ITEM_TOTAL_MISMATCH',
      field: `${unitField}/amount/breakdown/item_total/value`,
      value: itemTotal.value,
    });
  }
}
