import type { BankTransferDetails, BillDto } from '@postradar/contracts';
import { bills, type Bill, type Database } from '@postradar/db';
import { and, desc, eq } from 'drizzle-orm';

/** How many bills the history shows: years of monthly payments. */
export const billHistoryLimit = 200;

export function toBillDto(bill: Bill, transfer: BankTransferDetails | null = null): BillDto {
  return {
    _id: bill.id,
    code: bill.code,
    created: bill.createdAt.toISOString(),
    updated: bill.updatedAt.toISOString(),
    title: bill.title,
    status: bill.status,
    price: bill.amount,
    listPrice: bill.price,
    discount: bill.discount,
    coupon: bill.couponCode,
    currency: bill.currency,
    method: bill.method,
    failureMessage: bill.failureMessage,
    transfer,
  };
}

export function findBills(db: Database, userId: string) {
  return db
    .select()
    .from(bills)
    .where(eq(bills.userId, userId))
    .orderBy(desc(bills.createdAt))
    .limit(billHistoryLimit);
}

/** One of the user's bills; another user's answers as one that does not exist. */
export async function findOwnBill(db: Database, userId: string, billId: string) {
  const [bill] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.userId, userId)));
  return bill;
}
