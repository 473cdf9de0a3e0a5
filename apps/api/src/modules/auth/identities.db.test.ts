import { userIdentities, users } from '@postradar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  follow,
  freePort,
  startListeningTestApp,
  type ListeningApp,
} from '../../test/dev-sign-in';
import { signInTestUser, testIssuer } from '../../test/sign-in-test-user';
import { startTestIdentityProvider, type TestAccount } from '../../test/test-identity-provider';
import { createAffiliateCode, findUserByEmail } from '../users/user-repository';
import { linkAccount } from './link-account';

describe('accounts linked by issuer and subject', () => {
  let server: ListeningApp;
  let provider: Awaited<ReturnType<typeof startTestIdentityProvider>>;
  beforeAll(async () => {
    const port = await freePort();
    provider = await startTestIdentityProvider(
      `http://127.0.0.1:${port}/passport/auth/google/callback`,
    );
    server = await startListeningTestApp(
      { ...provider.environment, ADMIN_EMAILS: 'chief@example.com' },
      { port },
    );
  });
  afterAll(async () => {
    await server.app.close();
    await provider.close();
  });

  /** Signs in at the test provider as `account`; the URL the browser ends on. */
  async function signInAs(account: TestAccount) {
    provider.nextSignIn(account);
    const done = await follow(server.baseUrl, '/passport/auth/google?device=d1', new CookieJar());
    return done.url;
  }
  const heartbeatOf = async (url: string) => {
    const accessToken = new URLSearchParams(new URL(url).hash.slice(1)).get('access_token');
    const response = await server.app.inject({
      method: 'GET',
      url: '/authentication/heartbeat',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return response.json().data;
  };
  const identitiesOf = (userId: string) =>
    server.app.db
      .select({ issuer: userIdentities.issuer, subject: userIdentities.subject })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId));

  it('creates an account for a verified e-mail and finds it again by subject', async () => {
    const first = await signInAs({ sub: 'ann-1', email: 'Ann@Example.com', email_verified: true });
    expect(first).toMatch(/\/oauth-callback#access_token=/);
    const user = await findUserByEmail(server.app.db, 'ann@example.com');
    expect(await identitiesOf(user?.id ?? '')).toEqual([
      { issuer: provider.issuer, subject: 'ann-1' },
    ]);

    // The provider now reports another address for the same person: still the same account.
    const again = await signInAs({
      sub: 'ann-1',
      email: 'ann.new@example.com',
      email_verified: true,
      name: 'Ann Renamed',
    });
    expect(again).toMatch(/\/oauth-callback#access_token=/);
    expect(await findUserByEmail(server.app.db, 'ann.new@example.com')).toBeUndefined();
    expect((await findUserByEmail(server.app.db, 'ann@example.com'))?.name).toBe('Ann Renamed');
  });

  it.each([
    ['is missing', { sub: 'no-claim', email: 'unsure@example.com' }],
    ['is false', { sub: 'not-verified', email: 'unsure@example.com', email_verified: false }],
  ])('refuses a sign-in whose email_verified %s', async (_case, account) => {
    expect(await signInAs(account)).toMatch(/\/login\?error=sign_in_failed$/);
    expect(await findUserByEmail(server.app.db, 'unsure@example.com')).toBeUndefined();
  });

  it('never lets another issuer take over an account by asserting its e-mail', async () => {
    const owner = await signInTestUser(server.app, {
      email: 'owner@example.com',
      roles: ['admin'],
    });
    const takeover = await signInAs({
      sub: 'attacker',
      email: 'owner@example.com',
      email_verified: true,
    });
    expect(takeover).toMatch(/\/login\?error=sign_in_failed$/);
    expect(await identitiesOf(owner.user.id)).toEqual([
      { issuer: testIssuer, subject: 'owner@example.com' },
    ]);
  });

  it('links an account from before identities were recorded to its first verified sign-in', async () => {
    const [legacy] = await server.app.db
      .insert(users)
      .values({
        email: 'legacy@example.com',
        name: 'Legacy',
        roles: ['mod'],
        affiliateCode: createAffiliateCode(),
      })
      .returning();
    const done = await signInAs({
      sub: 'legacy-1',
      email: 'legacy@example.com',
      email_verified: true,
    });
    expect((await heartbeatOf(done)).roles).toEqual(['mod']);
    expect(await identitiesOf(legacy?.id ?? '')).toEqual([
      { issuer: provider.issuer, subject: 'legacy-1' },
    ]);
  });

  it('ends two first sign-ins of one person at the same moment in one account', async () => {
    const identity = {
      issuer: provider.issuer,
      subject: 'twin-1',
      email: 'twin@example.com',
      isEmailVerified: true,
      name: 'Twin',
      avatarUrl: null,
    };
    const [a, b] = await Promise.all([
      linkAccount(server.app.db, identity),
      linkAccount(server.app.db, identity),
    ]);
    const ids = [a, b].map((account) => (account.isRefused ? account.reason : account.user.id));
    expect(ids[0]).toBe(ids[1]);
    expect([a, b].filter((account) => !account.isRefused && account.isNew)).toHaveLength(1);
  });

  it('grants admin to ADMIN_EMAILS on a verified sign-in through a real provider', async () => {
    const done = await signInAs({
      sub: 'chief-1',
      email: 'chief@example.com',
      email_verified: true,
    });
    expect(await heartbeatOf(done)).toEqual({
      roles: ['admin'],
      scopes: ['admin', 'admin-worker'],
    });
  });
});
