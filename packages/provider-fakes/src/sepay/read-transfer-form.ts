/** What the bank page's form asks for: the transfer's note and its amount in whole dong. */
export interface TransferInput {
  content: string;
  amountVnd: number;
}

/** The largest amount the page takes (a transfer of a trillion dong is a typing error). */
const maxAmountVnd = 999_999_999_999;

/**
 * The page's form, read as a person types it: the amount may carry thousands separators
 * ('1.522.000', '1,522,000', '1 522 000'); the note is trimmed. Answers why when it is unusable.
 */
export function readTransferForm(form: URLSearchParams): TransferInput | { error: string } {
  const content = (form.get('content') ?? '').trim();
  const amountText = (form.get('amount') ?? '').replace(/[\s.,]/g, '');
  if (!content) return { error: 'Write the transfer content (the note).' };
  if (content.length > 2000) return { error: 'The transfer content is too long.' };
  if (!/^\d+$/.test(amountText)) return { error: 'The amount must be whole dong, e.g. 1522000.' };
  const amountVnd = Number(amountText);
  if (amountVnd < 1 || amountVnd > maxAmountVnd)
    return { error: 'The amount must be between 1 and 999,999,999,999 dong.' };
  return { content, amountVnd };
}
