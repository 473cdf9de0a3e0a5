import { bills, plans, type Bill, type Database } from '@postradar/db';
import { and, eq } from 'drizzle-orm';
import { lockUserRow } from '../../lib/lock-user-row';
import { addPlanPeriod, removePlanPeriod, type MembershipSource } from './membership-change';

async function lockBill(tx: Database, billId: string) {
  const [bill] = await tx.select().from(bills).where(eq(bills.id, billId)).for('update');
  if (!bill) throw new Error(`Bill ${billId} does not exist.`);
  return bill;
}

async function planOf(tx: Database, bill: Bill) {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, bill.planId));
  if (!plan) throw new Error(`The plan of bill ${bill.id} does not exist.`);
  return plan;
}

function membershipSource(bill: Bill, planSlug: string): MembershipSource {
  if (bill.method === 'free') return planSlug === 'trial' ? 'trial' : 'free';
  return bill.method;
}

export interface Settlement {
  /** The provider's object that paid it, when the bill did not name one yet. */
  providerRef?: string;
  now?: Date;
}

/**
 * Marks a bill paid and gives its period to the user's membership, once: a bill already applied
 * is returned as it is (a replayed webhook, a double-clicked confirmation), and a refunded bill is
 * never applied (its refund was heard first). A failed or cancelled bill that the provider says
 * was paid after all is paid.
 */
export async function settleBill(db: Database, billId: string, settlement: Settlement = {}) {
  const now = settlement.now ?? new Date();
  return db.transaction(async (tx): Promise<Bill> => {
    const bill = await lockBill(tx, billId);
    if (bill.appliedAt || bill.status === 'refunded') return bill;
    await lockUserRow(tx, bill.userId);
    const plan = await planOf(tx, bill);
    const membershipId = await addPlanPeriod(tx, {
      userId: bill.userId,
      plan,
      source: membershipSource(bill, plan.slug),
      now,
    });
    const [paid] = await tx
      .update(bills)
      .set({
        status: 'paid',
        paidAt: bill.paidAt ?? now,
        appliedAt: now,
        membershipId,
        providerRef: bill.providerRef ?? settlement.providerRef ?? null,
        failureMessage: null,
        updatedAt: now,
      })
      .where(eq(bills.id, bill.id))
      .returning();
    if (!paid) throw new Error(`Bill ${bill.id} was not updated.`);
    return paid;
  });
}

/** A pending bill the provider refused: failed, with the provider's reason. Others stay. */
export async function failBill(db: Database, billId: string, message: string, now = new Date()) {
  const [bill] = await db
    .update(bills)
    .set({ status: 'failed', failureMessage: message, updatedAt: now })
    .where(and(eq(bills.id, billId), eq(bills.status, 'pending')))
    .returning();
  return bill;
}

/** A pending bill the user turned back from (PayPal's cancel): cancelled. Others stay. */
export async function cancelBill(db: Database, billId: string, now = new Date()) {
  const [bill] = await db
    .update(bills)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(bills.id, billId), eq(bills.status, 'pending')))
    .returning();
  return bill;
}

/**
 * A refunded bill: marked refunded, and the period it gave taken back from the membership. A bill
 * refunded before it was applied is never applied.
 */
export async function refundBill(db: Database, billId: string, now = new Date()) {
  return db.transaction(async (tx): Promise<Bill> => {
    const bill = await lockBill(tx, billId);
    if (bill.status === 'refunded') return bill;
    await lockUserRow(tx, bill.userId);
    if (bill.appliedAt && bill.membershipId)
      await removePlanPeriod(tx, bill.membershipId, await planOf(tx, bill), now);
    const [refunded] = await tx
      .update(bills)
      .set({ status: 'refunded', updatedAt: now })
      .where(eq(bills.id, bill.id))
      .returning();
    if (!refunded) throw new Error(`Bill ${bill.id} was not updated.`);
    return refunded;
  });
}

/** The bill a provider's object paid for (a PaymentIntent, a PayPal order). */
export async function findBillByProviderRef(
  db: Database,
  method: Bill['method'],
  providerRef: string,
) {
  const [bill] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.method, method), eq(bills.providerRef, providerRef)));
  return bill;
}

/** Records the provider's object of a bill, once it exists. */
export async function attachProviderRef(
  db: Database,
  billId: string,
  providerRef: string,
  now = new Date(),
) {
  const [bill] = await db
    .update(bills)
    .set({ providerRef, updatedAt: now })
    .where(eq(bills.id, billId))
    .returning();
  return bill;
}
