import { randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random upper-case alphanumeric id like PayPal's (17 characters for orders, captures, refunds). */
export function paypalId(length = 17): string {
  return Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join(
    '',
  );
}

/** The debug_id PayPal puts on every error, which its support asks for. */
export function debugId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}

/** A time as PayPal writes it: ISO 8601 in UTC, whole seconds. */
export function timestamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}
