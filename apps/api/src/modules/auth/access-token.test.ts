import { generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueAccessToken, verifyAccessToken } from './access-token';
import { signingAlgorithm, type SigningKeys } from './signing-keys';

/** One key that verifies until `retire()` is called. */
async function oneKey() {
  const { privateKey, publicKey } = await generateKeyPair(signingAlgorithm);
  let isRetired = false;
  const keys: SigningKeys = {
    signer: async () => ({ kid: 'only', privateKey }),
    verifier: async (kid) => (kid === 'only' && !isRetired ? publicKey : undefined),
    reload: async () => undefined,
  };
  return { keys, retire: () => (isRetired = true) };
}

const claims = { userId: 'user-1', sessionId: 'session-1', roles: [], scopes: ['trial'] };

describe('verifyAccessToken of a token verified before', () => {
  afterEach(() => vi.useRealTimers());

  it('still refuses it once it has expired', async () => {
    const { keys } = await oneKey();
    const token = await issueAccessToken(keys, claims, 60);
    expect(await verifyAccessToken(keys, token)).toEqual(claims);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    await expect(verifyAccessToken(keys, token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses it once its key has retired', async () => {
    const { keys, retire } = await oneKey();
    const token = await issueAccessToken(keys, claims, 60);
    expect(await verifyAccessToken(keys, token)).toEqual(claims);
    retire();
    await expect(verifyAccessToken(keys, token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('never takes another text for it', async () => {
    const { keys } = await oneKey();
    const token = await issueAccessToken(keys, claims, 60);
    await verifyAccessToken(keys, token);
    const [header, payload, signature = ''] = token.split('.');
    const tampered = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expect(verifyAccessToken(keys, tampered)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
