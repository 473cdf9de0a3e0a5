import { signInRequests, userIdentities } from '@postradar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  follow,
  signInWithDevProvider,
  startListeningTestApp,
  type ListeningApp,
} from '../../test/dev-sign-in';
import { findUserByEmail } from '../users/user-repository';
import { developmentIssuer } from './dev-identity-provider/register-dev-identity-provider';
import { recordPendingRoleGrant } from './pending-role-grants';

describe('sign-in through the development identity provider', () => {
  let server: ListeningApp;
  beforeAll(async () => {
    // PUBLIC_URL names it localhost; it is reached as 127.0.0.1 too.
    server = await startListeningTestApp(
      { ADMIN_EMAILS: 'boss@example.com' },
      { publicHost: 'localhost' },
    );
  });
  afterAll(() => server.app.close());

  it('shows a sign-in page labelled as a development provider', async () => {
    const jar = new CookieJar();
    const { response, url } = await follow(server.baseUrl, '/passport/auth/google?device=d1', jar);
    expect(url).toContain('/dev-oidc/interaction/');
    const page = await response.text();
    expect(page).toContain('Development identity provider');
    expect(page).toContain('name="email"');
    expect(page).toContain('name="name"');
  });

  it('creates the user and hands tokens over in the URL fragment only', async () => {
    const result = await signInWithDevProvider(server.baseUrl, {
      email: 'Ann@Example.com',
      name: 'Ann Seller',
    });
    expect(result.location).toMatch(/\/oauth-callback#access_token=/);
    expect(new URL(result.location).search).toBe('');
    expect(result.refreshToken.length).toBeGreaterThanOrEqual(43);

    const heartbeat = await server.app.inject({
      method: 'GET',
      url: '/authentication/heartbeat',
      headers: { authorization: `Bearer ${result.accessToken}` },
    });
    expect(heartbeat.json()).toEqual({ success: true, data: { scopes: ['trial'], roles: [] } });
  });

  const heartbeatOf = async (accessToken: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/authentication/heartbeat',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return response.json().data;
  };

  it('never grants admin to ADMIN_EMAILS through the development provider', async () => {
    const result = await signInWithDevProvider(server.baseUrl, {
      email: 'boss@example.com',
      name: 'Boss',
    });
    expect(await heartbeatOf(result.accessToken)).toEqual({ scopes: ['trial'], roles: [] });
  });

  it('grants the roles recorded for an e-mail when its account is first created', async () => {
    await recordPendingRoleGrant(server.app.db, 'Staff@Example.com', 'admin');
    const first = await signInWithDevProvider(server.baseUrl, {
      email: 'staff@example.com',
      name: 'Staff',
      device: 'staff-device',
    });
    expect(await heartbeatOf(first.accessToken)).toEqual({
      scopes: ['admin', 'admin-worker'],
      roles: ['admin'],
    });
    const user = await findUserByEmail(server.app.db, 'staff@example.com');
    const identities = await server.app.db
      .select({ issuer: userIdentities.issuer })
      .from(userIdentities)
      .where(eq(userIdentities.userId, user?.id ?? ''));
    expect(identities).toEqual([{ issuer: developmentIssuer }]);
  });

  it('sends a sign-in started at another host name to PUBLIC_URL first, and completes it', async () => {
    const elsewhere = server.baseUrl.replace('localhost', '127.0.0.1');
    const start = await fetch(`${elsewhere}/passport/auth/google?device=d9&affiliate=%22abc%22`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe(
      `${server.baseUrl}/passport/auth/google?device=d9&affiliate=%22abc%22`,
    );
    expect(start.headers.getSetCookie()).toEqual([]);

    const result = await signInWithDevProvider(elsewhere, {
      email: 'wanderer@example.com',
      name: 'Wanderer',
    });
    expect(result.location).toMatch(new RegExp(`^${server.baseUrl}/oauth-callback#access_token=`));
  });

  it('refuses a callback whose state is not bound to this browser', async () => {
    const jar = new CookieJar();
    const toForm = await follow(server.baseUrl, '/passport/auth/google?device=d2', jar);
    jar.set(server.baseUrl, 'postradar_sign_in', 'forged-state');
    const done = await follow(server.baseUrl, toForm.url, jar, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=eve%40example.com&name=Eve',
    });
    expect(done.url).toMatch(/\/login\?error=sign_in_failed$/);
  });

  it.each([
    ['nonce', { nonce: 'not-the-nonce-sent-to-the-provider' }],
    ['PKCE verifier', { codeVerifier: 'x'.repeat(43) }],
  ])('refuses a callback whose %s does not match', async (_name, tampered) => {
    const jar = new CookieJar();
    const toForm = await follow(server.baseUrl, '/passport/auth/google?device=d3', jar);
    const atCallback = await follow(
      server.baseUrl,
      toForm.url,
      jar,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=mallory%40example.com&name=Mallory',
      },
      (url) => url.includes('/passport/auth/google/callback'),
    );
    const state = new URL(atCallback.url).searchParams.get('state') ?? '';
    await server.app.db.update(signInRequests).set(tampered).where(eq(signInRequests.state, state));
    const done = await follow(server.baseUrl, atCallback.url, jar);
    expect(done.url).toMatch(/\/login\?error=sign_in_failed$/);
    expect(await findUserByEmail(server.app.db, 'mallory@example.com')).toBeUndefined();
  });

  it('refuses a callback with a forged state or an unknown code', async () => {
    const jar = new CookieJar();
    jar.set(server.baseUrl, 'postradar_sign_in', 'abc');
    const forged = await follow(
      server.baseUrl,
      '/passport/auth/google/callback?code=x&state=abc',
      jar,
    );
    expect(forged.url).toMatch(/\/login\?error=sign_in_expired$/);
    const cancelled = await follow(
      server.baseUrl,
      '/passport/auth/google/callback?error=access_denied',
      jar,
    );
    expect(cancelled.url).toMatch(/\/login\?error=sign_in_cancelled$/);
  });
});
