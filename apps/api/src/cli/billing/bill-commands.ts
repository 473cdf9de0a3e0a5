import type { Database } from '@postradar/db';
import { notFound } from '../../lib/app-error';
import { findBills } from '../../modules/billing/bill-view';
import { findUserByEmail } from '../../modules/users/user-repository';
import { formatDong, formatMoney, formatTime } from './format';

/** `bills`: a user's bills, newest first: what was bought, how, and what became of it. */
export async function listUserBills(db: Database, email: string): Promise<string[]> {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(`No account has the e-mail ${email}.`);
  const rows = await findBills(db, user.id);
  if (rows.length === 0) return [`${user.email} has no bills.`];
  return rows.map((bill) =>
    [
      formatTime(bill.createdAt),
      bill.code,
      bill.title,
      bill.method,
      bill.status,
      formatMoney(bill.amount, bill.currency),
      bill.couponCode
        ? `coupon ${bill.couponCode} (-${formatMoney(bill.discount, bill.currency)})`
        : '',
      bill.amountVnd ? formatDong(bill.amountVnd) : '',
      bill.failureMessage ? `"${bill.failureMessage}"` : '',
    ]
      .filter(Boolean)
      .join('  '),
  );
}
