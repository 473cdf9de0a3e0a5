import { signingKeys, type Database } from '@postradar/db';
import { isNull, lte } from 'drizzle-orm';
import { createSigningKey, retirementDelayMs } from './signing-keys';

/**
 * `npm run keys -- rotate`: a new key signs from now on; the key that signed until now keeps
 * verifying until the last access token it signed has expired, then retires. Keys retired
 * before this rotation are deleted. Every running instance picks the new key up within a minute.
 */
export async function rotateSigningKeys(db: Database, options: { accessTokenTtlSeconds: number }) {
  const now = new Date();
  const retiresAt = new Date(now.getTime() + retirementDelayMs(options.accessTokenTtlSeconds));
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(signingKeys)
      .where(lte(signingKeys.retiredAt, now))
      .returning({ kid: signingKeys.kid });
    const retiring = await tx
      .update(signingKeys)
      .set({ retiredAt: retiresAt })
      .where(isNull(signingKeys.retiredAt))
      .returning({ kid: signingKeys.kid });
    const kid = await createSigningKey(tx);
    return { kid, retiring: retiring.map((key) => key.kid), retiresAt, removed: removed.length };
  });
}
