import type { Database } from '@postradar/db';
import { confirmBankTransfer, listBankTransfers, listPendingBankBills } from './bank-commands';
import { listUserBills } from './bill-commands';
import { createCoupon, disableCoupon, listCoupons } from './coupon-commands';
import type { BillingCommand } from './parse-billing-command';

/**
 * Runs a staff billing command on the database and answers with the lines to print. A refusal
 * (an unknown code, a bill already paid) is an AppError whose message says why.
 */
export function runBillingCommand(
  db: Database,
  command: BillingCommand,
  now = new Date(),
): Promise<string[]> {
  switch (command.kind) {
    case 'coupon-create':
      return createCoupon(db, command.coupon);
    case 'coupon-list':
      return listCoupons(db);
    case 'coupon-disable':
      return disableCoupon(db, command.code);
    case 'bank-pending':
      return listPendingBankBills(db, now);
    case 'bank-transfers':
      return listBankTransfers(db, command.status);
    case 'bank-confirm':
      return confirmBankTransfer(db, command.billCode, now);
    case 'bills':
      return listUserBills(db, command.email);
  }
}
