import { bills, type Bill, type Database } from '@postradar/db';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../../lib/app-error';
import { settleBill } from '../settle-bill';

/**
 * Staff saw the money of a bank bill arrive (a transfer the webhook could not match, or no
 * webhook): the pending bill is paid and its plan period given, once. The bill is locked while it
 * is checked, so that a transfer reported at the same moment does not pay it a second time; any
 * bill that is not a pending bank bill is refused and left as it is.
 */
export async function confirmBankBill(
  db: Database,
  billCode: string,
  now = new Date(),
): Promise<Bill> {
  const code = billCode.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const [bill] = await tx.select().from(bills).where(eq(bills.code, code)).for('update');
    if (!bill) throw notFound(`No bill has the code ${code}.`);
    if (bill.method !== 'bank')
      throw new AppError('CONFLICT', `${code} is paid by ${bill.method}, not by bank transfer.`);
    if (bill.status !== 'pending')
      throw new AppError('CONFLICT', `${code} is ${bill.status}, not pending: nothing changed.`);
    return settleBill(tx, bill.id, { now });
  });
}
