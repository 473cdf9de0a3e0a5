import type { FakeState } from './fake-state';
import { currencyDecimals, fromMinor, toMinor } from './money';
import type { FakeCapture, FakeOrder, FakePayer, FakeRefund, Link } from './types';

/** The merchant account every order pays. */
const PAYEE = { email_address: 'sb-merchant@business.example.com', merchant_id: 'FAKEMERCHANT1' };
/** PayPal's fee on a capture: 3.49% plus a fixed 0.49 in currencies with a minor unit. */
const FEE_RATE = 0.0349;
const FIXED_FEE_MINOR = 49;

export function approvalUrl(fake: FakeState, orderId: string): string {
  return `${fake.config.url}/checkoutnow?token=${encodeURIComponent(orderId)}`;
}

function orderUrl(fake: FakeState, orderId: string): string {
  return `${fake.config.url}/v2/checkout/orders/${orderId}`;
}

/** The links PayPal gives an order in each status: where to send the payer, then how to capture. */
function orderLinks(fake: FakeState, order: FakeOrder): Link[] {
  const self = orderUrl(fake, order.id);
  const links: Link[] = [{ href: self, rel: 'self', method: 'GET' }];
  const next = order.intent === 'CAPTURE' ? 'capture' : 'authorize';
  if (order.status === 'CREATED') {
    links.push({ href: approvalUrl(fake, order.id), rel: 'approve', method: 'GET' });
  }
  if (order.status === 'PAYER_ACTION_REQUIRED') {
    links.push({ href: approvalUrl(fake, order.id), rel: 'payer-action', method: 'GET' });
  }
  if (order.status === 'CREATED' || order.status === 'APPROVED') {
    links.push({ href: `${self}/${next}`, rel: next, method: 'POST' });
  }
  return links;
}

function payerName() {
  return { given_name: 'Sandbox', surname: 'Buyer' };
}

function payerJson(payer: FakePayer) {
  return {
    name: payerName(),
    email_address: payer.email,
    payer_id: payer.payerId,
    address: { country_code: 'US' },
  };
}

/** payment_source once the payer approved, or the empty wallet the merchant asked for. */
function paymentSource(order: FakeOrder) {
  if (order.payer) {
    const { email, payerId } = order.payer;
    return {
      paypal: {
        email_address: email,
        account_id: payerId,
        account_status: 'VERIFIED',
        name: payerName(),
        address: { country_code: 'US' },
      },
    };
  }
  return order.paypalSource ? { paypal: {} } : undefined;
}

function capturesOf(fake: FakeState, captureIds: string[]) {
  return captureIds.flatMap((id) => {
    const capture = fake.captures.get(id);
    return capture ? [captureJson(fake, capture)] : [];
  });
}

/** The order as GET /v2/checkout/orders/:id (and Prefer: return=representation) answers it. */
export function fullOrder(fake: FakeState, order: FakeOrder) {
  const source = paymentSource(order);
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(source && { payment_source: source }),
    purchase_units: order.units.map(({ request, captureIds }) => ({
      ...request,
      payee: PAYEE,
      ...(captureIds.length > 0 && { payments: { captures: capturesOf(fake, captureIds) } }),
    })),
    ...(order.payer && { payer: payerJson(order.payer) }),
    create_time: order.createTime,
    update_time: order.updateTime,
    links: orderLinks(fake, order),
  };
}

/** The order as create answers it by default (Prefer: return=minimal). */
export function minimalOrder(fake: FakeState, order: FakeOrder) {
  const source = paymentSource(order);
  return {
    id: order.id,
    status: order.status,
    ...(source && { payment_source: source }),
    links: orderLinks(fake, order),
  };
}

/** The captured order as capture answers it by default (Prefer: return=minimal). */
export function minimalCapturedOrder(fake: FakeState, order: FakeOrder) {
  return {
    id: order.id,
    status: order.status,
    payment_source: paymentSource(order),
    purchase_units: order.units.map(({ request, captureIds }) => ({
      reference_id: request.reference_id,
      payments: { captures: capturesOf(fake, captureIds) },
    })),
    ...(order.payer && { payer: payerJson(order.payer) }),
    links: orderLinks(fake, order),
  };
}

function receivableBreakdown(capture: FakeCapture) {
  const gross = toMinor(capture.amount);
  const currency = capture.amount.currency_code;
  const fixed = currencyDecimals(currency) > 0 ? FIXED_FEE_MINOR : 0;
  const fee = Math.round(gross * FEE_RATE) + fixed;
  return {
    gross_amount: capture.amount,
    paypal_fee: fromMinor(fee, currency),
    net_amount: fromMinor(gross - fee, currency),
  };
}

/**
 * A capture as PayPal shows it; `related` adds supplementary_data.related_ids.order_id, which GET
 * /v2/payments/captures/:id and webhook events carry.
 */
export function captureJson(
  fake: FakeState,
  capture: FakeCapture,
  { related = false }: { related?: boolean } = {},
) {
  const self = `${fake.config.url}/v2/payments/captures/${capture.id}`;
  const refundable = capture.status === 'COMPLETED' || capture.status === 'PARTIALLY_REFUNDED';
  return {
    id: capture.id,
    status: capture.status,
    amount: capture.amount,
    final_capture: true,
    ...(capture.status !== 'DECLINED' && {
      seller_protection: {
        status: 'ELIGIBLE',
        dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
      },
      seller_receivable_breakdown: receivableBreakdown(capture),
    }),
    ...(capture.invoiceId !== undefined && { invoice_id: capture.invoiceId }),
    ...(capture.customId !== undefined && { custom_id: capture.customId }),
    links: [
      { href: self, rel: 'self', method: 'GET' },
      ...(refundable ? [{ href: `${self}/refund`, rel: 'refund', method: 'POST' }] : []),
      { href: orderUrl(fake, capture.orderId), rel: 'up', method: 'GET' },
    ],
    create_time: capture.createTime,
    update_time: capture.updateTime,
    ...(related && { supplementary_data: { related_ids: { order_id: capture.orderId } } }),
  };
}

function refundLinks(fake: FakeState, refund: FakeRefund): Link[] {
  return [
    { href: `${fake.config.url}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
    {
      href: `${fake.config.url}/v2/payments/captures/${refund.captureId}`,
      rel: 'up',
      method: 'GET',
    },
  ];
}

/** A refund as GET /v2/payments/refunds/:id and the PAYMENT.CAPTURE.REFUNDED event show it. */
export function fullRefund(fake: FakeState, refund: FakeRefund) {
  return {
    id: refund.id,
    amount: refund.amount,
    seller_payable_breakdown: {
      gross_amount: refund.amount,
      net_amount: refund.amount,
      total_refunded_amount: refund.totalRefunded,
    },
    ...(refund.invoiceId !== undefined && { invoice_id: refund.invoiceId }),
    ...(refund.customId !== undefined && { custom_id: refund.customId }),
    ...(refund.noteToPayer !== undefined && { note_to_payer: refund.noteToPayer }),
    status: 'COMPLETED',
    create_time: refund.createTime,
    update_time: refund.createTime,
    links: refundLinks(fake, refund),
  };
}

/** A refund as the refund call answers it by default (Prefer: return=minimal). */
export function minimalRefund(fake: FakeState, refund: FakeRefund) {
  return { id: refund.id, status: 'COMPLETED', links: refundLinks(fake, refund) };
}
