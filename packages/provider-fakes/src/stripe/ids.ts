import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Stripe's: the object's prefix, an underscore, 24 random letters and digits. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let suffix = '';
  for (const byte of bytes) suffix += alphabet[byte % alphabet.length];
  return `${prefix}_${suffix}`;
}

/** Seconds since the epoch, the unit of every Stripe timestamp. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
