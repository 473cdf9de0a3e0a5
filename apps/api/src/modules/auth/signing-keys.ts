import { signingKeys, type Database } from '@postradar/db';
import { desc, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';

export const signingAlgorithm = 'ES256';

export interface SigningKeys {
  current: { kid: string; privateKey: CryptoKey };
  /** Public keys of every unretired key, by kid: tokens signed before a rotation still verify. */
  verification: Map<string, CryptoKey>;
}

/**
 * Loads the keys that sign access tokens, creating the first one on first start. Kept in the
 * database so that every API instance signs and verifies with the same keys across restarts.
 */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  let rows = await db
    .select()
    .from(signingKeys)
    .where(isNull(signingKeys.retiredAt))
    .orderBy(desc(signingKeys.createdAt));
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair(signingAlgorithm, {
      extractable: true,
    });
    const kid = randomUUID();
    await db
      .insert(signingKeys)
      .values({
        kid,
        algorithm: signingAlgorithm,
        privateJwk: { ...(await exportJWK(privateKey)) },
        publicJwk: { ...(await exportJWK(publicKey)) },
      })
      .onConflictDoNothing();
    rows = await db
      .select()
      .from(signingKeys)
      .where(isNull(signingKeys.retiredAt))
      .orderBy(desc(signingKeys.createdAt));
  }
  const [newest] = rows;
  if (!newest) throw new Error('No signing key could be created.');
  const verification = new Map<string, CryptoKey>();
  for (const row of rows) {
    verification.set(row.kid, (await importJWK(row.publicJwk as JWK, row.algorithm)) as CryptoKey);
  }
  return {
    current: {
      kid: newest.kid,
      privateKey: (await importJWK(newest.privateJwk as JWK, newest.algorithm)) as CryptoKey,
    },
    verification,
  };
}
