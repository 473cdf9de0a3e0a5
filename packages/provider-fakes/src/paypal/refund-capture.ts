import type { FakeState } from './fake-state';
import { paypalId, timestamp } from './ids';
import { isRecord } from './is-record';
import { formatMoney, fromMinor, toMinor } from './money';
import { issueError, throwIssues, unknownResource, type Issue } from './paypal-error';
import { captureJson, fullRefund, minimalRefund } from './representations';
import type { FakeCapture, FakeRefund, Money, Reply } from './types';
import { checkMoney } from './validate-amount';
import { recordEvent } from './webhook-events';

const OPTIONAL_STRINGS = [
  ['invoice_id', 127],
  ['custom_id', 127],
  ['note_to_payer', 255],
] as const;

/** The amount to refund: the one asked for, or all that is left of the capture. */
function refundAmount(capture: FakeCapture, body: Record<string, unknown>): Money {
  const issues: Issue[] = [];
  for (const [name, max] of OPTIONAL_STRINGS) {
    const value = body[name];
    if (value !== undefined && (typeof value !== 'string' || value.length > max)) {
      issues.push({ issue: 'INVALID_STRING_LENGTH', field: `/${name}` });
    }
  }
  const asked =
    body.amount === undefined ? undefined : checkMoney(issues, body.amount, '/amount', 'positive');
  if (asked && asked.currency_code !== capture.amount.currency_code) {
    issues.push({ issue: 'REFUND_CAPTURE_CURRENCY_MISMATCH', field: '/amount/currency_code' });
  }
  throwIssues('payments', issues);
  const left = toMinor(capture.amount) - capture.refundedMinor;
  if (left <= 0) throw issueError('payments', [{ issue: 'CAPTURE_FULLY_REFUNDED' }]);
  if (asked && toMinor(asked) > left) {
    throw issueError('payments', [
      { issue: 'REFUND_AMOUNT_EXCEEDED', field: '/amount/value', value: asked.value },
    ]);
  }
  return asked ?? fromMinor(left, capture.amount.currency_code);
}

function optionalString(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * POST /v2/payments/captures/:id/refund: gives back all that is left of a capture, or the amount
 * asked, never more than was captured; the capture becomes PARTIALLY_REFUNDED or REFUNDED.
 */
export function refundCapture(
  fake: FakeState,
  captureId: string,
  body: unknown,
  representation: boolean,
): Reply {
  const capture = fake.captures.get(captureId);
  if (!capture) throw unknownResource('payments', 'capture_id', captureId);
  if (capture.status === 'DECLINED')
    throw issueError('payments', [{ issue: 'REFUND_NOT_ALLOWED' }]);
  const request = isRecord(body) ? body : {};
  const amount = refundAmount(capture, request);
  const now = timestamp();
  capture.refundedMinor += toMinor(amount);
  capture.status =
    capture.refundedMinor >= toMinor(capture.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  capture.updateTime = now;
  const invoiceId = optionalString(request, 'invoice_id');
  const customId = optionalString(request, 'custom_id') ?? capture.customId;
  const noteToPayer = optionalString(request, 'note_to_payer');
  const refund: FakeRefund = {
    id: paypalId(),
    captureId,
    amount,
    totalRefunded: fromMinor(capture.refundedMinor, amount.currency_code),
    ...(invoiceId !== undefined && { invoiceId }),
    ...(customId !== undefined && { customId }),
    ...(noteToPayer !== undefined && { noteToPayer }),
    createTime: now,
  };
  fake.refunds.set(refund.id, refund);
  const summary = `A ${formatMoney(amount)} capture payment was refunded`;
  recordEvent(fake, 'PAYMENT.CAPTURE.REFUNDED', fullRefund(fake, refund), summary);
  const answer = representation ? fullRefund(fake, refund) : minimalRefund(fake, refund);
  return { kind: 'json', status: 201, body: answer };
}

/** GET /v2/payments/captures/:id. */
export function showCapture(fake: FakeState, captureId: string): Reply {
  const capture = fake.captures.get(captureId);
  if (!capture) throw unknownResource('payments', 'capture_id', captureId);
  return { kind: 'json', status: 200, body: captureJson(fake, capture, { related: true }) };
}

/** GET /v2/payments/refunds/:id. */
export function showRefund(fake: FakeState, refundId: string): Reply {
  const refund = fake.refunds.get(refundId);
  if (!refund) throw unknownResource('payments', 'refund_id', refundId);
  return { kind: 'json', status: 200, body: fullRefund(fake, refund) };
}
