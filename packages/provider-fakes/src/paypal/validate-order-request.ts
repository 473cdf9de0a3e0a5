import { isRecord } from './is-record';
import { issueError, throwIssues, type Issue } from './paypal-error';
import type { ExperienceContext, PurchaseUnitRequest } from './types';
import { checkUnitAmount } from './validate-amount';

/** A create-order request that passed PayPal's checks. */
export interface OrderRequest {
  intent: 'CAPTURE' | 'AUTHORIZE';
  units: PurchaseUnitRequest[];
  experience: ExperienceContext;
  paypalSource: boolean;
}

/** PayPal's length limits of a purchase unit's strings. */
const UNIT_STRING_LIMITS = [
  ['reference_id', 256],
  ['description', 127],
  ['custom_id', 255],
  ['invoice_id', 127],
  ['soft_descriptor', 22],
] as const;
const MAX_PURCHASE_UNITS = 10;
const USER_ACTIONS = ['CONTINUE', 'PAY_NOW'];

/**
 * Checks the body of POST /v2/checkout/orders as PayPal does and throws its 400 (malformed) or 422
 * (business rule) answer listing every issue found.
 */
export function validateOrderRequest(body: unknown): OrderRequest {
  if (!isRecord(body)) throw issueError('orders', [{ issue: 'MALFORMED_REQUEST_JSON' }]);
  const issues: Issue[] = [];
  if (body.intent === undefined) {
    issues.push({ issue: 'MISSING_REQUIRED_PARAMETER', field: '/intent' });
  } else if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') {
    issues.push({ issue: 'INVALID_PARAMETER_VALUE', field: '/intent', value: String(body.intent) });
  }
  const units = checkPurchaseUnits(issues, body.purchase_units);
  const paypalSource = checkPaymentSource(issues, body.payment_source);
  const experience = checkExperience(issues, [
    [experienceContextOf(body.payment_source), '/payment_source/paypal/experience_context'],
    [body.application_context, '/application_context'],
  ]);
  throwIssues('orders', issues);
  return {
    intent: body.intent === 'AUTHORIZE' ? 'AUTHORIZE' : 'CAPTURE',
    units,
    experience,
    paypalSource,
  };
}

function checkPurchaseUnits(issues: Issue[], raw: unknown): PurchaseUnitRequest[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    issues.push({ issue: 'MISSING_REQUIRED_PARAMETER', field: '/purchase_units' });
    return [];
  }
  if (raw.length > MAX_PURCHASE_UNITS) {
    issues.push({ issue: 'INVALID_ARRAY_MAX_ITEMS', field: '/purchase_units' });
    return [];
  }
  const units = raw.flatMap((unit: unknown, index) => {
    const checked = checkPurchaseUnit(issues, unit, `/purchase_units/${index}`);
    return checked ? [checked] : [];
  });
  if (raw.length > 1) checkReferenceIds(issues, raw);
  return units;
}

function checkPurchaseUnit(
  issues: Issue[],
  unit: unknown,
  field: string,
): PurchaseUnitRequest | undefined {
  if (!isRecord(unit)) {
    issues.push({ issue: 'INVALID_PARAMETER_SYNTAX', field });
    return undefined;
  }
  for (const [name, max] of UNIT_STRING_LIMITS) {
    const value = unit[name];
    if (
      value !== undefined &&
      (typeof value !== 'string' || value.length === 0 || value.length > max)
    ) {
      issues.push({ issue: 'INVALID_STRING_LENGTH', field: `${field}/${name}` });
    }
  }
  const amount = checkUnitAmount(issues, unit, field);
  if (!amount) return undefined;
  const referenceId = typeof unit.reference_id === 'string' ? unit.reference_id : 'default';
  return { ...unit, reference_id: referenceId, amount: { ...(unit.amount as object), ...amount } };
}

/** With several purchase units each needs its own reference_id. */
function checkReferenceIds(issues: Issue[], units: unknown[]): void {
  const seen = new Set<unknown>();
  units.forEach((unit, index) => {
    const referenceId = isRecord(unit) ? unit.reference_id : undefined;
    const field = `/purchase_units/${index}/reference_id`;
    if (referenceId === undefined) issues.push({ issue: 'REFERENCE_ID_REQUIRED', field });
    else if (seen.has(referenceId)) issues.push({ issue: 'DUPLICATE_REFERENCE_ID', field });
    seen.add(referenceId);
  });
}

/** Only the PayPal wallet is offered by the fake; returns whether payment_source.paypal was given. */
function checkPaymentSource(issues: Issue[], source: unknown): boolean {
  if (source === undefined) return false;
  if (isRecord(source) && isRecord(source.paypal) && Object.keys(source).length === 1) return true;
  issues.push({ issue: 'PAYMENT_SOURCE_NOT_SUPPORTED', field: '/payment_source' });
  return false;
}

function experienceContextOf(source: unknown): unknown {
  return isRecord(source) && isRecord(source.paypal) ? source.paypal.experience_context : undefined;
}

/**
 * Checks the experience context and the older application_context; a field of the first (the
 * current API) wins over the same field of the second.
 */
function checkExperience(issues: Issue[], contexts: [unknown, string][]): ExperienceContext {
  const given = contexts.filter(([context]) => context !== undefined);
  for (const [context, field] of given) {
    if (!isRecord(context)) {
      issues.push({ issue: 'INVALID_PARAMETER_SYNTAX', field });
      continue;
    }
    for (const name of ['return_url', 'cancel_url']) {
      if (context[name] !== undefined && !isWebUrl(context[name])) {
        issues.push({ issue: 'INVALID_PARAMETER_SYNTAX', field: `${field}/${name}` });
      }
    }
    const { user_action: userAction, brand_name: brandName } = context;
    if (userAction !== undefined && !USER_ACTIONS.includes(String(userAction))) {
      issues.push({ issue: 'INVALID_PARAMETER_VALUE', field: `${field}/user_action` });
    }
    if (brandName !== undefined && (typeof brandName !== 'string' || brandName.length > 127)) {
      issues.push({ issue: 'INVALID_STRING_LENGTH', field: `${field}/brand_name` });
    }
  }
  const pick = (name: string) =>
    given
      .map(([context]) => (isRecord(context) ? context[name] : undefined))
      .find((value): value is string => typeof value === 'string');
  return {
    returnUrl: pick('return_url'),
    cancelUrl: pick('cancel_url'),
    brandName: pick('brand_name'),
  };
}

function isWebUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
