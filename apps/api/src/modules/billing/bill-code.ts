import { randomInt } from 'node:crypto';

/** Letters and digits nobody mixes up when reading or typing them (no 0/O, 1/I/L). */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `PR` and eight random characters: short enough for a bank transfer's note, hard to guess. */
export function newBillCode(): string {
  let code = 'PR';
  for (let index = 0; index < 8; index += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** The bill codes a text mentions (a bank transfer's description), upper-cased. */
export function billCodesIn(text: string): string[] {
  const pattern = new RegExp(`PR[${alphabet}]{8}`, 'g');
  return [...new Set(text.toUpperCase().match(pattern) ?? [])];
}
