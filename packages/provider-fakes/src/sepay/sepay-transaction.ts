import { vietnamTime } from './vietnam-time';

/**
 * A transaction as SePay's webhook posts it (developer.sepay.vn, SePay Webhooks): money that
 * came in to the account, with the description the payer wrote (`content`).
 */
export interface SepayTransaction {
  id: number;
  gateway: string;
  /** 'YYYY-MM-DD HH:mm:ss', Vietnam time. */
  transactionDate: string;
  accountNumber: string;
  /** The payment code SePay itself recognised: the fake recognises none. */
  code: null;
  content: string;
  transferType: 'in';
  /** Whole dong. */
  transferAmount: number;
  /** The account's balance after the transfer. */
  accumulated: number;
  subAccount: null;
  referenceCode: string;
  description: string;
}

export interface IncomingTransfer {
  id: number;
  gateway: string;
  accountNumber: string;
  content: string;
  amountVnd: number;
  balanceVnd: number;
  at: Date;
}

/** The webhook payload SePay sends for an incoming transfer. */
export function sepayTransaction(transfer: IncomingTransfer): SepayTransaction {
  return {
    id: transfer.id,
    gateway: transfer.gateway,
    transactionDate: vietnamTime(transfer.at),
    accountNumber: transfer.accountNumber,
    code: null,
    content: transfer.content,
    transferType: 'in',
    transferAmount: transfer.amountVnd,
    accumulated: transfer.balanceVnd,
    subAccount: null,
    referenceCode: `FT${transfer.id}`,
    description: `BankAPINotify ${transfer.content}`,
  };
}
