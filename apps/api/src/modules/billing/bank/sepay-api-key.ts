import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an Authorization header is SePay's `Apikey <key>` with our key. Compared in constant
 * time (over digests, so that not even the key's length shows in the timing).
 */
export function isSepayApiKey(authorization: string | undefined, apiKey: string): boolean {
  const given = /^Apikey\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(apiKey)) && given.length > 0;
}
