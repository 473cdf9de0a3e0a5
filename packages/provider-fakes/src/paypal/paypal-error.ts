import { debugId } from './ids';
import type { Reply } from './types';

/** PayPal's issues used by the fake: the HTTP status each belongs to and PayPal's description. */
const ISSUES = {
  MALFORMED_REQUEST_JSON: [400, 'The request JSON is not well formed.'],
  MISSING_REQUIRED_PARAMETER: [400, 'A required field / parameter is missing.'],
  INVALID_PARAMETER_VALUE: [400, 'The value of a field is invalid.'],
  INVALID_PARAMETER_SYNTAX: [400, 'The value of a field does not conform to the expected format.'],
  INVALID_STRING_LENGTH: [400, 'The value of a field is either too short or too long.'],
  INVALID_ARRAY_MAX_ITEMS: [400, 'The number of items in an array parameter is too large.'],
  INVALID_RESOURCE_ID: [
    404,
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  ],
  CURRENCY_NOT_SUPPORTED: [
    422,
    'Currency code is not currently supported. Please refer https://developer.paypal.com/docs/api/reference/currency-codes/ for list of supported currency codes.',
  ],
  CURRENCY_MISMATCH: [
    422,
    'Currency code should be the same for all amounts within a purchase unit.',
  ],
  CANNOT_BE_ZERO_OR_NEGATIVE: [
    422,
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  ],
  CANNOT_BE_NEGATIVE: [
    422,
    'Must be greater than or equal to 0. If the currency supports decimals, only two decimal place precision is supported.',
  ],
  DECIMAL_PRECISION: [
    422,
    'If the currency supports decimals, only two decimal place precision is supported.',
  ],
  DECIMALS_NOT_SUPPORTED: [422, 'Currency does not support decimals.'],
  AMOUNT_MISMATCH: [
    422,
    'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
  ],
  ITEM_TOTAL_MISMATCH: [
    422,
    'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
  ],
  ITEM_TOTAL_REQUIRED: [
    422,
    'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
  ],
  REFERENCE_ID_REQUIRED: [
    422,
    "'reference_id' is required for each 'purchase_unit' if multiple 'purchase_unit' are provided.",
  ],
  DUPLICATE_REFERENCE_ID: [
    422,
    "'reference_id' must be unique if multiple 'purchase_unit' are provided.",
  ],
  PAYMENT_SOURCE_NOT_SUPPORTED: [422, 'The payment source is not supported by this sandbox.'],
  ORDER_NOT_APPROVED: [
    422,
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ],
  ORDER_ALREADY_CAPTURED: [
    422,
    "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  ],
  INSTRUMENT_DECLINED: [
    422,
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  ],
  ACTION_DOES_NOT_MATCH_INTENT: [
    422,
    "Order was created with an intent to 'AUTHORIZE'. Please use /v2/checkout/orders/order_id/authorize to complete the transaction or alternately Create an order with an intent of 'CAPTURE'.",
  ],
  DUPLICATE_INVOICE_ID: [
    422,
    'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
  ],
  CAPTURE_FULLY_REFUNDED: [422, 'The capture has already been fully refunded.'],
  REFUND_AMOUNT_EXCEEDED: [
    422,
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  ],
  REFUND_CAPTURE_CURRENCY_MISMATCH: [422, 'Refund must be in the same currency as the capture.'],
  REFUND_NOT_ALLOWED: [422, 'Refund cannot be issued for this capture.'],
} as const satisfies Record<string, readonly [400 | 404 | 422, string]>;

export type IssueName = keyof typeof ISSUES;

/** One problem with a request, as an entry of PayPal's `details`. */
export interface Issue {
  issue: IssueName;
  field?: string;
  value?: string;
  location?: 'body' | 'path';
}

const NAMES = {
  400: [
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
  ],
  404: ['RESOURCE_NOT_FOUND', 'The specified resource does not exist.'],
  422: [
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  ],
} as const;

/** An error answer of PayPal's REST API, thrown by the fake's actions and sent as is. */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.name ?? body.error));
  }

  reply(): Reply {
    return { kind: 'json', status: this.status, body: this.body };
  }
}

function statusOf(issue: IssueName): 400 | 404 | 422 {
  return ISSUES[issue][0];
}

/**
 * The error PayPal answers for these issues (all of one status), in its documented shape:
 * {name, message, debug_id, details:[{field, value, location, issue, description}], links}.
 */
export function issueError(api: 'orders' | 'payments', issues: Issue[]): PayPalError {
  const status = statusOf(issues[0]?.issue ?? 'INVALID_PARAMETER_VALUE');
  const [name, message] = NAMES[status];
  const details = issues.map(({ issue, field, value, location }) => ({
    ...(field === undefined ? {} : { field, location: location ?? 'body' }),
    ...(value === undefined ? {} : { value }),
    issue,
    description: ISSUES[issue][1],
  }));
  const links = issues.map(({ issue }) => ({
    href: `https://developer.paypal.com/docs/api/${api}/v2/#error-${issue}`,
    rel: 'information_link',
    method: 'GET',
  }));
  return new PayPalError(status, { name, message, debug_id: debugId(), details, links });
}

/** Throws the request's syntax errors (400) if any, else its business errors (422). */
export function throwIssues(api: 'orders' | 'payments', issues: Issue[]): void {
  const syntax = issues.filter((issue) => statusOf(issue.issue) === 400);
  if (syntax.length > 0) throw issueError(api, syntax);
  if (issues.length > 0) throw issueError(api, issues);
}

/** The 404 of an unknown order, capture or refund id in the path. */
export function unknownResource(
  api: 'orders' | 'payments',
  field: string,
  value: string,
): PayPalError {
  return issueError(api, [{ issue: 'INVALID_RESOURCE_ID', field, value, location: 'path' }]);
}
