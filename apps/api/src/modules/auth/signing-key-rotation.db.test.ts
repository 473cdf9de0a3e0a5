import { signingKeys } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { issueAccessToken } from './access-token';
import { rotateSigningKeys } from './rotate-signing-keys';
import { loadSigningKeys } from './signing-keys';

describe('signing-key rotation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ACCESS_TOKEN_TTL_SECONDS: '900' });
  });
  afterAll(() => app.close());

  const heartbeat = (accessToken: string) =>
    app.inject({
      method: 'GET',
      url: '/authentication/heartbeat',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  const kidOf = (token: string) => decodeProtectedHeader(token).kid;

  it('signs with the new key; the old one verifies until its tokens have expired, then retires', async () => {
    // Staff: two devices stay signed in side by side.
    const staff = { email: 'rotation@example.com', roles: ['mod'] };
    const before = await signInTestUser(app, { ...staff, device: 'one' });
    const oldKid = kidOf(before.accessToken);

    const rotation = await rotateSigningKeys(app.db, { accessTokenTtlSeconds: 900 });
    expect(rotation.retiring).toEqual([oldKid]);
    // After the last token it signed (until now, valid 15 minutes) has expired.
    expect(rotation.retiresAt.getTime()).toBeGreaterThan(Date.now() + 900_000);

    // Another instance started after the rotation signs with the new key; this one learns of it
    // from the first token that names it.
    const otherInstance = await loadSigningKeys(app.db);
    const claims = { userId: before.user.id, sessionId: before.session.id, roles: [], scopes: [] };
    const fromOther = await issueAccessToken(otherInstance, claims, 900);
    expect(kidOf(fromOther)).toBe(rotation.kid);
    expect((await heartbeat(fromOther)).statusCode).toBe(200);
    expect((await heartbeat(before.accessToken)).statusCode).toBe(200);

    const after = await signInTestUser(app, { ...staff, device: 'two' });
    expect(kidOf(after.accessToken)).toBe(rotation.kid);

    // Its last token has expired: the old key stops verifying, and the next rotation deletes it.
    await app.db
      .update(signingKeys)
      .set({ retiredAt: new Date(Date.now() - 1000) })
      .where(eq(signingKeys.kid, oldKid ?? ''));
    await app.signingKeys.reload();
    const refused = await heartbeat(before.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect((await heartbeat(after.accessToken)).statusCode).toBe(200);

    const next = await rotateSigningKeys(app.db, { accessTokenTtlSeconds: 900 });
    expect(next.removed).toBe(1);
    expect(next.retiring).toEqual([rotation.kid]);
    const kids = await app.db.select({ kid: signingKeys.kid }).from(signingKeys);
    expect(kids.map((key) => key.kid).sort()).toEqual([rotation.kid, next.kid].sort());
  });
});
