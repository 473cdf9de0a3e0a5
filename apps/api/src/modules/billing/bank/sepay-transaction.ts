import { z } from 'zod';

/** Vietnam keeps UTC+7 all year (no daylight saving time). */
const vietnamOffsetMs = 7 * 3_600_000;

/**
 * SePay's 'YYYY-MM-DD HH:mm:ss', in Vietnam time, as an instant; undefined for text that is not a
 * real time of that form (a 30th of February, an hour 24).
 */
export function fromVietnamTime(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const instant = new Date(Date.parse(`${text.replace(' ', 'T')}Z`) - vietnamOffsetMs);
  if (Number.isNaN(instant.getTime())) return undefined;
  const roundTrip = new Date(instant.getTime() + vietnamOffsetMs).toISOString();
  return roundTrip.slice(0, 19).replace('T', ' ') === text ? instant : undefined;
}

/** Text SePay may leave out or send as null: kept for staff, never relied upon. */
const informational = z.string().max(2000).nullish();

/**
 * A transaction as SePay's webhook sends it (developer.sepay.vn, SePay Webhooks): the amount
 * moved, which way, on which account, and the transfer's description (`content`), where the
 * payer wrote the bill code. `code` is the payment code SePay itself recognised, if any.
 */
export const sepayTransactionSchema = z.object({
  /** SePay's id of the transaction: the same transaction is delivered again with it. */
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]).transform(String),
  gateway: z.string().max(200),
  transactionDate: z.string().transform((text, context) => {
    const instant = fromVietnamTime(text);
    if (!instant) {
      context.addIssue({ code: 'custom', message: "must be 'YYYY-MM-DD HH:mm:ss'" });
      return z.NEVER;
    }
    return instant;
  }),
  accountNumber: z.string().max(40),
  code: informational,
  content: z.string().max(2000),
  transferType: z.enum(['in', 'out']),
  /** Whole dong. */
  transferAmount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  /** The account's balance after it: kept for staff. */
  accumulated: z.number().nullish(),
  /** The virtual account (VA) the money was sent to, when the bank gives one. */
  subAccount: informational,
  referenceCode: informational,
  description: informational,
});

export type SepayTransaction = z.output<typeof sepayTransactionSchema>;
