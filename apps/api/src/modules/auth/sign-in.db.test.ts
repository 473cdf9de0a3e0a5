import { signInRequests } from '@postradar/db';
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

describe('sign-in through the development identity provider', () => {
  let server: ListeningApp;
  beforeAll(async () => {
    server = await startListeningTestApp({ ADMIN_EMAILS: 'boss@example.com' });
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

  it('grants admin to ADMIN_EMAILS on sign-in', async () => {
    const result = await signInWithDevProvider(server.baseUrl, {
      email: 'boss@example.com',
      name: 'Boss',
    });
    const heartbeat = await server.app.inject({
      method: 'GET',
      url: '/authentication/heartbeat',
      headers: { authorization: `Bearer ${result.accessToken}` },
    });
    expect(heartbeat.json().data).toEqual({
      scopes: ['admin', 'admin-worker'],
      roles: ['admin'],
    });
  });

  it('refuses a callback whose state is not bound to this browser', async () => {
    const jar = new CookieJar();
    const toForm = await follow(server.baseUrl, '/passport/auth/google?device=d2', jar);
    jar.set('postradar_sign_in', 'forged-state');
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
    jar.set('postradar_sign_in', 'abc');
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
