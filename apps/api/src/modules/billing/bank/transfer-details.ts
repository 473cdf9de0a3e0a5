import type { BankTransferDetails } from '@postradar/contracts';
import { plans, type Bill, type Database } from '@postradar/db';
import { inArray } from 'drizzle-orm';
import type { BankConfig } from '../../../billing-config';
import { transferNote } from './transfer-note';
import { encodeVietQr } from './vietqr';

/** Whether a bill still waits for a bank transfer, and so carries what to send. */
function awaitsTransfer(bill: Bill): bill is Bill & { amountVnd: number } {
  return bill.method === 'bank' && bill.status === 'pending' && (bill.amountVnd ?? 0) > 0;
}

/**
 * What the payer of a pending bank bill sends, and where: the account, the bill's amount in dong,
 * the note naming the plan, the account e-mail and the bill code, and the VietQR code of it all.
 * Null for any other bill.
 */
export function transferDetails(
  bank: BankConfig,
  bill: Bill,
  order: { planSlug: string; email: string },
): BankTransferDetails | null {
  if (!awaitsTransfer(bill)) return null;
  const note = transferNote({ ...order, billCode: bill.code });
  return {
    bankName: bank.bankName,
    bankBin: bank.bankBin,
    accountNumber: bank.accountNumber,
    accountHolder: bank.accountHolder,
    amountVnd: bill.amountVnd,
    note,
    qrPayload: encodeVietQr({
      bankBin: bank.bankBin,
      accountNumber: bank.accountNumber,
      amountVnd: bill.amountVnd,
      note,
    }),
  };
}

/**
 * The transfer details of a user's pending bank bills, by bill id (none when bank transfers are no
 * longer configured: the details could not be honoured).
 */
export async function transferDetailsByBill(
  db: Database,
  bank: BankConfig | null,
  bills: Bill[],
  email: string,
): Promise<Map<string, BankTransferDetails>> {
  const waiting = bills.filter(awaitsTransfer);
  const details = new Map<string, BankTransferDetails>();
  if (!bank || waiting.length === 0) return details;
  const planIds = [...new Set(waiting.map((bill) => bill.planId))];
  const slugs = new Map(
    (
      await db
        .select({ id: plans.id, slug: plans.slug })
        .from(plans)
        .where(inArray(plans.id, planIds))
    ).map((plan) => [plan.id, plan.slug]),
  );
  for (const bill of waiting) {
    const found = transferDetails(bank, bill, { planSlug: slugs.get(bill.planId) ?? '', email });
    if (found) details.set(bill.id, found);
  }
  return details;
}
