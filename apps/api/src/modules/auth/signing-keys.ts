import { signingKeys, type Database } from '@postradar/db';
import { desc, gt, isNull, or } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';

export const signingAlgorithm = 'ES256';

/** How long an instance signs with the key it loaded before it looks for a newer one. */
export const signerReloadMs = 60_000;
/** An unknown kid reads the keys again at most this often (another instance may have rotated). */
const unknownKidReloadMs = 5_000;

/**
 * How long a key keeps verifying after a rotation: until the last access token it signed has
 * expired, counting the time every instance may still sign with it and a minute of clock skew.
 */
export function retirementDelayMs(accessTokenTtlSeconds: number) {
  return accessTokenTtlSeconds * 1000 + signerReloadMs + 60_000;
}

export interface SigningKeys {
  /** The key that signs now: the newest unretired one. */
  signer(): Promise<{ kid: string; privateKey: CryptoKey }>;
  /** The public key of `kid` while it verifies (until its retirement), otherwise undefined. */
  verifier(kid: string): Promise<CryptoKey | undefined>;
  /** Reads the keys again at once. */
  reload(): Promise<void>;
}

interface KeyRing {
  signer: { kid: string; privateKey: CryptoKey };
  verification: Map<string, { publicKey: CryptoKey; retiresAt: Date | null }>;
  loadedAt: number;
}

/** A new key, which signs from now on: the newest unretired key is the signer. */
export async function createSigningKey(db: Database): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair(signingAlgorithm, { extractable: true });
  const kid = randomUUID();
  await db.insert(signingKeys).values({
    kid,
    algorithm: signingAlgorithm,
    privateJwk: { ...(await exportJWK(privateKey)) },
    publicJwk: { ...(await exportJWK(publicKey)) },
  });
  return kid;
}

/** Every stored key, newest first, for `npm run keys -- list`. */
export function listSigningKeys(db: Database) {
  return db
    .select({
      kid: signingKeys.kid,
      createdAt: signingKeys.createdAt,
      retiredAt: signingKeys.retiredAt,
    })
    .from(signingKeys)
    .orderBy(desc(signingKeys.createdAt));
}

async function readKeyRing(db: Database): Promise<KeyRing> {
  const readRows = () =>
    db
      .select()
      .from(signingKeys)
      .where(or(isNull(signingKeys.retiredAt), gt(signingKeys.retiredAt, new Date())))
      .orderBy(desc(signingKeys.createdAt));
  let rows = await readRows();
  if (!rows.some((row) => row.retiredAt === null)) {
    await createSigningKey(db);
    rows = await readRows();
  }
  const newest = rows.find((row) => row.retiredAt === null);
  if (!newest) throw new Error('No signing key could be created.');
  const verification: KeyRing['verification'] = new Map();
  for (const row of rows) {
    const publicKey = (await importJWK(row.publicJwk as JWK, row.algorithm)) as CryptoKey;
    verification.set(row.kid, { publicKey, retiresAt: row.retiredAt });
  }
  const privateKey = (await importJWK(newest.privateJwk as JWK, newest.algorithm)) as CryptoKey;
  return { signer: { kid: newest.kid, privateKey }, verification, loadedAt: Date.now() };
}

/**
 * The keys that sign and verify access tokens, kept in the database so that every API instance
 * uses the same ones across restarts; the first is created on first start. A rotation
 * (`npm run keys -- rotate`, decision 0008) reaches every running instance: each looks for a newer
 * signing key every minute, and reads the keys at once when a token names a kid it does not know.
 */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  let ring = await readKeyRing(db);
  let reloading: Promise<void> | undefined;
  let unknownKidReloadedAt = 0;
  const reload = () => {
    reloading ??= readKeyRing(db)
      .then((next) => {
        ring = next;
      })
      .finally(() => {
        reloading = undefined;
      });
    return reloading;
  };
  return {
    async signer() {
      if (Date.now() - ring.loadedAt > signerReloadMs) await reload();
      return ring.signer;
    },
    async verifier(kid) {
      if (!ring.verification.has(kid) && Date.now() - unknownKidReloadedAt > unknownKidReloadMs) {
        unknownKidReloadedAt = Date.now();
        await reload();
      }
      const key = ring.verification.get(kid);
      if (!key || (key.retiresAt && key.retiresAt <= new Date())) return undefined;
      return key.publicKey;
    },
    reload,
  };
}
