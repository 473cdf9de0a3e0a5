import { bills, type Bill, type Database } from '@postradar/db';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { findBillByProviderRef } from '../settle-bill';
import type { PayPalClient } from './paypal-client';
import type { PayPalWebhookEvent } from './paypal-schemas';
import { applyOrderState, capturePayPalOrder } from './settle-paypal-order';

/** What an event's resource says it is about: an order (its id), or a capture or refund of one. */
const resourceSchema = z.object({
  id: z.string().optional(),
  custom_id: z.string().optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
  purchase_units: z.array(z.object({ custom_id: z.string().optional() })).optional(),
});

const billId = z.string().uuid();

/** The PayPal bill an event names: by its order, else by the bill id the order carries. */
async function findEventBill(db: Database, orderId?: string, customId?: string) {
  if (orderId) {
    const bill = await findBillByProviderRef(db, 'paypal', orderId);
    if (bill) return bill;
  }
  const id = billId.safeParse(customId);
  if (!id.success) return undefined;
  const [bill] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.id, id.data), eq(bills.method, 'paypal')));
  return bill;
}

/** The order a bill is paid with: the one it names, else (if it names none yet) the event's. */
const orderOf = (bill: Bill, eventOrderId?: string) => bill.providerRef ?? eventOrderId;

/**
 * Applies a verified PayPal event to the bill it is about. Only what happened is taken from the
 * event; where the payment stands is read from PayPal: an approved order is captured, a capture
 * that completed, was declined or refunded brings the bill to the order's state now. Events about
 * no bill of ours, and other types, change nothing.
 */
export async function applyPayPalEvent(
  db: Database,
  client: PayPalClient,
  event: PayPalWebhookEvent,
): Promise<void> {
  const resource = resourceSchema.safeParse(event.resource);
  if (!resource.success) return;
  const { id, custom_id, supplementary_data, purchase_units } = resource.data;
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED') {
    const bill = await findEventBill(db, id, purchase_units?.[0]?.custom_id);
    const orderId = bill && orderOf(bill, id);
    if (bill && orderId) await capturePayPalOrder(db, client, bill, orderId);
    return;
  }
  if (event.event_type.startsWith('PAYMENT.CAPTURE.')) {
    const eventOrderId = supplementary_data?.related_ids?.order_id;
    const bill = await findEventBill(db, eventOrderId, custom_id);
    const orderId = bill && orderOf(bill, eventOrderId);
    if (bill && orderId) await applyOrderState(db, bill, await client.getOrder(orderId));
  }
}
