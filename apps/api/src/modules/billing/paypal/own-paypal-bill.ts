import type { Database } from '@postradar/db';
import { notFound } from '../../../lib/app-error';
import { findBillByProviderRef } from '../settle-bill';

/** The user's bill of a PayPal order; another user's order answers as one that does not exist. */
export async function findOwnPayPalBill(db: Database, userId: string, orderId: string) {
  const bill = await findBillByProviderRef(db, 'paypal', orderId);
  if (!bill || bill.userId !== userId) throw notFound('This PayPal order was not found.');
  return bill;
}
