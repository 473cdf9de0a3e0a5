/**
 * The NAPAS VietQR payload (an EMVCo merchant-presented QR code) of a transfer to a bank account,
 * with the amount and the note filled in: what a Vietnamese banking app reads to prefill a
 * transfer. Every field is its two-digit ID, its length in two digits and its value; the last one
 * (63) is the CRC-16/CCITT-FALSE of everything before it, '6304' included.
 */

/** What a VietQR code asks the payer to send, and where. */
export interface VietQrTransfer {
  /** The bank's six-digit NAPAS BIN. */
  bankBin: string;
  accountNumber: string;
  /** Whole dong. */
  amountVnd: number;
  /** The transfer's description: ASCII letters, digits and single spaces only (see `isBankSafeText`). */
  note: string;
}

export class VietQrError extends Error {}

/** NAPAS's application identifier, the only GUID a VietQR transfer code carries. */
const napasGuid = 'A000000727';
/** Transfer to an account number (QRIBFTTC would be to a card number). */
const toAccountService = 'QRIBFTTA';
/** The ISO 4217 number of the Vietnamese dong. */
const dongCurrency = '704';
/** Point of initiation '12': a dynamic code, used for one payment of a given amount. */
const dynamicInitiation = '12';
/** EMVCo's largest amount field: 13 characters. */
const largestAmount = 10 ** 13 - 1;

/**
 * Text every Vietnamese bank carries unchanged in a transfer's description: letters and digits
 * of ASCII, words separated by one space. Diacritics, punctuation and '@' are not safe: some
 * banks drop them, others refuse the transfer.
 */
export function isBankSafeText(text: string): boolean {
  return /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/.test(text);
}

/** One field: ID, the value's length in two digits, the value. */
function field(id: string, value: string): string {
  if (value.length > 99)
    throw new VietQrError(`VietQR field ${id} is ${value.length} characters long; at most 99 fit.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR) of
 * ASCII text, as four upper-case hexadecimal digits.
 */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (let index = 0; index < text.length; index += 1) {
    crc ^= text.charCodeAt(index) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function requireValid(transfer: VietQrTransfer) {
  if (!/^\d{6}$/.test(transfer.bankBin)) throw new VietQrError('The bank BIN must be six digits.');
  if (!/^[0-9A-Za-z]{1,19}$/.test(transfer.accountNumber))
    throw new VietQrError('The account number must be 1 to 19 letters or digits.');
  if (
    !Number.isSafeInteger(transfer.amountVnd) ||
    transfer.amountVnd <= 0 ||
    transfer.amountVnd > largestAmount
  )
    throw new VietQrError('The amount must be a whole number of dong above 0, at most 13 digits.');
  if (!isBankSafeText(transfer.note))
    throw new VietQrError(
      'The note may hold only ASCII letters and digits, separated by single spaces.',
    );
}

/** The VietQR payload of a transfer; refuses what a banking app would misread or refuse. */
export function encodeVietQr(transfer: VietQrTransfer): string {
  requireValid(transfer);
  const beneficiary = field('00', transfer.bankBin) + field('01', transfer.accountNumber);
  const merchantAccount =
    field('00', napasGuid) + field('01', beneficiary) + field('02', toAccountService);
  const unsigned =
    field('00', '01') +
    field('01', dynamicInitiation) +
    field('38', merchantAccount) +
    field('53', dongCurrency) +
    field('54', String(transfer.amountVnd)) +
    field('58', 'VN') +
    field('62', field('08', transfer.note)) +
    '6304';
  return unsigned + crc16CcittFalse(unsigned);
}
