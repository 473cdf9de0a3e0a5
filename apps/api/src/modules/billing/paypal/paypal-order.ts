import type { Bill } from '@postradar/db';
import type { PayPalOrderRequest } from './paypal-client';
import type { PayPalCapture, PayPalMoney, PayPalOrder } from './paypal-schemas';

/** The brand PayPal shows the buyer on its pages. */
const brandName = 'PostRadar';
/** PayPal's limit on a purchase unit's description. */
const descriptionLimit = 127;

/**
 * The order of a bill: captured at once (intent CAPTURE), one purchase unit of the bill's total
 * naming the bill (custom_id) and its code (invoice_id), and where PayPal sends the buyer back.
 */
export function paypalOrderRequest(bill: Bill, publicUrl: string): PayPalOrderRequest {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        amount: { currency_code: bill.currency, value: bill.amount.toFixed(2) },
        custom_id: bill.id,
        invoice_id: bill.code,
        description: bill.title.slice(0, descriptionLimit),
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: `${publicUrl}/checkout?paypal=return`,
          cancel_url: `${publicUrl}/checkout?paypal=cancel`,
          brand_name: brandName,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      },
    },
  };
}

/** The page where the buyer approves the order (`payer-action`, or `approve` for older orders). */
export function approvalLink(order: PayPalOrder): string | undefined {
  const link = order.links.find(({ rel }) => rel === 'payer-action' || rel === 'approve');
  return link?.href;
}

/** Whether the buyer has approved the order (and it may be, or was, captured). */
export function isApproved(order: PayPalOrder): boolean {
  return order.status === 'APPROVED' || order.status === 'COMPLETED';
}

/** The bill an order was made for, as PayPal keeps it. */
export function billIdOf(order: PayPalOrder): string | undefined {
  return order.purchase_units[0]?.custom_id;
}

/** Which capture decides, when a declined attempt was followed by another: the latest outcome. */
const capturePriority = [
  'REFUNDED',
  'PARTIALLY_REFUNDED',
  'COMPLETED',
  'PENDING',
  'DECLINED',
  'FAILED',
];

/** The capture that says where the order's payment stands, if any was attempted. */
export function decisiveCapture(order: PayPalOrder): PayPalCapture | undefined {
  const captures = order.purchase_units.flatMap((unit) => unit.payments?.captures ?? []);
  return capturePriority
    .map((status) => captures.find((capture) => capture.status === status))
    .find((capture) => capture !== undefined);
}

/** Whether PayPal took exactly the bill's total, in the bill's currency. */
export function paysBill(bill: Bill, amount: PayPalMoney | undefined): boolean {
  if (!amount || amount.currency_code !== bill.currency) return false;
  return Math.round(Number(amount.value) * 100) === Math.round(bill.amount * 100);
}
