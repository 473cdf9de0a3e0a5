import {
  bankTransfers,
  bills,
  memberships,
  plans,
  users,
  type BankTransferStatus,
  type Database,
} from '@postradar/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import { confirmBankBill } from '../../modules/billing/bank/confirm-bank-bill';
import { formatAge, formatDong, formatTime } from './format';

/** How many transfers `bank transfers` shows: the newest. */
const transferListLimit = 100;

/** `bank pending`: the bank bills still waiting for their money, oldest first. */
export async function listPendingBankBills(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({
      code: bills.code,
      email: users.email,
      plan: plans.slug,
      amountVnd: bills.amountVnd,
      createdAt: bills.createdAt,
    })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.userId))
    .innerJoin(plans, eq(plans.id, bills.planId))
    .where(and(eq(bills.method, 'bank'), eq(bills.status, 'pending')))
    .orderBy(asc(bills.createdAt));
  if (rows.length === 0) return ['No bank bills are waiting for a transfer.'];
  return rows.map((row) =>
    [
      row.code,
      row.email,
      row.plan,
      formatDong(row.amountVnd ?? 0),
      `opened ${formatAge(row.createdAt, now)} ago (${formatTime(row.createdAt)})`,
    ].join('  '),
  );
}

type BillOfTransfer = { code: string; status: string; amountVnd: number | null } | null;

/** What a transfer did to the bill it names, with the excess or the shortfall in dong. */
function transferOutcome(status: BankTransferStatus, amountVnd: number, bill: BillOfTransfer) {
  if (!bill) return status;
  const due = bill.amountVnd ?? 0;
  const difference =
    status === 'matched' && amountVnd > due
      ? `, ${formatDong(amountVnd - due)} more than due`
      : status === 'partial'
        ? `, ${formatDong(due - amountVnd)} short`
        : '';
  return `${status} ${bill.code} (${bill.status}${difference})`;
}

/** `bank transfers`: the transfers the bank reported, newest first, of one status or all. */
export async function listBankTransfers(
  db: Database,
  status: BankTransferStatus | null,
): Promise<string[]> {
  const rows = await db
    .select({
      transfer: bankTransfers,
      bill: { code: bills.code, status: bills.status, amountVnd: bills.amountVnd },
    })
    .from(bankTransfers)
    .leftJoin(bills, eq(bills.id, bankTransfers.billId))
    .where(status ? eq(bankTransfers.status, status) : undefined)
    .orderBy(desc(bankTransfers.createdAt))
    .limit(transferListLimit);
  if (rows.length === 0) return [status ? `No ${status} transfers.` : 'No transfers.'];
  return rows.map(({ transfer, bill }) =>
    [
      formatTime(transfer.transferredAt ?? transfer.createdAt),
      `${transfer.provider} ${transfer.transactionId}`,
      formatDong(transfer.amountVnd),
      `to ${transfer.accountNumber ?? '?'}`,
      transferOutcome(transfer.status, transfer.amountVnd, bill),
      JSON.stringify(transfer.content),
    ].join('  '),
  );
}

/** `bank confirm`: staff saw the money of a pending bank bill; it is paid, once. */
export async function confirmBankTransfer(
  db: Database,
  billCode: string,
  now: Date,
): Promise<string[]> {
  const paid = await confirmBankBill(db, billCode, now);
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, paid.userId));
  const [membership] = paid.membershipId
    ? await db
        .select({ finish: memberships.endsAt })
        .from(memberships)
        .where(eq(memberships.id, paid.membershipId))
    : [];
  const until = membership ? `; the plan runs until ${formatTime(membership.finish)}` : '';
  return [`${paid.code} is paid: ${paid.title} for ${owner?.email ?? paid.userId}${until}.`];
}
