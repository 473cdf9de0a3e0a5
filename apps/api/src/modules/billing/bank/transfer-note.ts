/**
 * The longest note: banks keep at least this much of a transfer's description, and it leaves the
 * VietQR code easy to scan.
 */
export const transferNoteMaxLength = 50;
/** The plan's part of the note: slugs are short, this only bounds an unusual one. */
const planPartMaxLength = 20;

/**
 * Text made safe for a transfer's description (see `isBankSafeText`): Vietnamese letters lose
 * their diacritics, and every other character that is not an ASCII letter or digit ('@', '.',
 * '-', '+') becomes a space, so that 'lan.nguyen@example.com' reads 'lan nguyen example com'.
 * The e-mail stays recognisable to staff; the bill code alone is what matches a transfer.
 */
export function bankSafeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim();
}

function cut(text: string, length: number): string {
  return text.slice(0, Math.max(length, 0)).trim();
}

export interface TransferNoteParts {
  planSlug: string;
  email: string;
  /** The bill's code (bill-code.ts): letters and digits, kept whole at the start of the note. */
  billCode: string;
}

/**
 * What the payer writes in the transfer: the bill code, the plan and the account e-mail
 * ('PRABCD2345 standard lan example com'), at most `transferNoteMaxLength` characters. The code
 * comes first, so that a banking app that keeps only the start of a note (VietQR's field is meant
 * for 25 characters) still carries what matches the transfer; a long e-mail is shortened.
 */
export function transferNote({ planSlug, email, billCode }: TransferNoteParts): string {
  const plan = cut(bankSafeText(planSlug), planPartMaxLength);
  const code = bankSafeText(billCode);
  const room = transferNoteMaxLength - code.length - (plan ? plan.length + 1 : 0) - 1;
  return [code, plan, cut(bankSafeText(email), room)].filter(Boolean).join(' ');
}
