import {
  bankTransfers,
  bills,
  type BankTransferStatus,
  type Bill,
  type Database,
} from '@postradar/db';
import { and, eq, inArray } from 'drizzle-orm';
import { billCodesIn } from '../bill-code';
import { settleBill } from '../settle-bill';
import type { SepayTransaction } from './sepay-transaction';

/** The provider name of SePay's transfers in bank_transfers. */
export const sepayProvider = 'sepay';

/**
 * What became of a reported transaction: `ignored` (money going out: not a payment), `replayed`
 * (already recorded: nothing changed), or the status it was recorded with.
 */
export type TransferOutcome = 'ignored' | 'replayed' | BankTransferStatus;

export interface ReportedTransfer {
  transaction: SepayTransaction;
  /** The body as SePay sent it, kept for staff. */
  payload: unknown;
}

interface Verdict {
  status: BankTransferStatus;
  bill: Bill | undefined;
}

/**
 * The bank bills a transfer names, locked until the transaction ends (a staff confirmation or a
 * second delivery waits), a pending one first.
 */
async function namedBills(tx: Database, transaction: SepayTransaction) {
  const codes = billCodesIn(`${transaction.code ?? ''} ${transaction.content}`);
  if (codes.length === 0) return [];
  const rows = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.method, 'bank'), inArray(bills.code, codes)))
    .for('update');
  return rows.sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
}

/**
 * Whether a transfer pays a bill: it must come in to our account and name a pending bank bill,
 * and bring at least the bill's amount (more is still a payment; staff see the excess beside the
 * bill). Less is `partial` and never applied; a bill already paid, or none, is `unmatched`.
 */
async function judgeTransfer(
  tx: Database,
  transaction: SepayTransaction,
  accountNumber: string,
): Promise<Verdict> {
  const toUs =
    transaction.accountNumber === accountNumber || transaction.subAccount === accountNumber;
  if (!toUs) return { status: 'unmatched', bill: undefined };
  const [bill] = await namedBills(tx, transaction);
  if (bill?.status !== 'pending' || bill.amountVnd === null) return { status: 'unmatched', bill };
  return {
    status: bill.amountVnd <= transaction.transferAmount ? 'matched' : 'partial',
    bill,
  };
}

/**
 * Records a transaction SePay reported, once (bank_transfers is unique by provider and
 * transaction id: a replay changes nothing), and pays the bill it matches in the same database
 * transaction: either both happen or neither, and SePay's retry tries again. Money going out is
 * not recorded. An incoming transfer to another of the company's accounts is recorded as
 * unmatched, so that staff see it, but pays nothing.
 */
export async function recordBankTransfer(
  db: Database,
  accountNumber: string,
  { transaction, payload }: ReportedTransfer,
  now = new Date(),
): Promise<TransferOutcome> {
  if (transaction.transferType !== 'in') return 'ignored';
  return db.transaction(async (tx): Promise<TransferOutcome> => {
    const [recorded] = await tx
      .insert(bankTransfers)
      .values({
        provider: sepayProvider,
        transactionId: transaction.id,
        amountVnd: transaction.transferAmount,
        content: transaction.content,
        accountNumber: transaction.accountNumber,
        transferredAt: transaction.transactionDate,
        status: 'unmatched',
        payload,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: bankTransfers.id });
    if (!recorded) return 'replayed';
    const { status, bill } = await judgeTransfer(tx, transaction, accountNumber);
    if (status === 'matched' && bill)
      await settleBill(tx, bill.id, {
        providerRef: `${sepayProvider}:${transaction.id}`,
        now,
      });
    await tx
      .update(bankTransfers)
      .set({ status, billId: bill?.id ?? null })
      .where(eq(bankTransfers.id, recorded.id));
    return status;
  });
}
