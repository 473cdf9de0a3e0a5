import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The successor of a rotated refresh token is kept encrypted under a key derived from the rotated
 * token's own value, which only its holder knows (the database keeps its hash): whoever presents
 * that token again within the grace period gets the same successor back, and a copy of the
 * database alone reveals no usable token (decision 0030).
 */
const algorithm = 'aes-256-gcm';
const ivBytes = 12;
const tagBytes = 16;

function keyOf(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', token, '', 'postradar refresh-token successor', 32));
}

export function sealSuccessor(successor: string, token: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv(algorithm, keyOf(token), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The successor, or undefined when `sealed` was not sealed with this token. */
export function unsealSuccessor(sealed: string, token: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= ivBytes + tagBytes) return undefined;
  const decipher = createDecipheriv(algorithm, keyOf(token), bytes.subarray(0, ivBytes));
  decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
  try {
    const body = bytes.subarray(ivBytes, bytes.length - tagBytes);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
