import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret of 256 bits. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
