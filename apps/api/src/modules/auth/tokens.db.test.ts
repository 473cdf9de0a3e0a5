import { refreshTokens, sessions } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { hashToken } from './opaque-token';

describe('access and refresh tokens', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const heartbeat = (authorization: string) =>
    app.inject({ method: 'GET', url: '/authentication/heartbeat', headers: { authorization } });
  const refresh = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/authentication/oauth/token',
      headers: { 'refresh-token': token },
    });

  it('accepts a valid access token', async () => {
    const { auth } = await signInTestUser(app, { email: 'valid@example.com' });
    const response = await heartbeat(auth.authorization);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a missing, tampered, unsigned or foreign-key token', async () => {
    const { accessToken, session, user } = await signInTestUser(app, {
      email: 'tamper@example.com',
    });
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const elevated = Buffer.from(
      JSON.stringify({ ...claims, roles: ['admin'], scopes: ['admin'] }),
    ).toString('base64url');
    const unsigned = new UnsecuredJWT({ sid: session.id, roles: [], scopes: [] })
      .setSubject(user.id)
      .encode();
    const { privateKey } = await generateKeyPair('ES256');
    const { kid } = await app.signingKeys.signer();
    const foreign = await new SignJWT({ sid: session.id, roles: ['admin'], scopes: ['admin'] })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'at+jwt' })
      .setSubject(user.id)
      .setIssuer('postradar')
      .setAudience('postradar-api')
      .setExpirationTime('5m')
      .sign(privateKey);

    for (const authorization of [
      '',
      'Bearer',
      `Bearer ${header}.${elevated}.${signature}`,
      `Bearer ${unsigned}`,
      `Bearer ${foreign}`,
    ]) {
      const response = await heartbeat(authorization);
      expect(response.statusCode, authorization.slice(0, 30)).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it.each<[string, Partial<Record<'aud' | 'iss' | 'typ' | 'kid', string>>]>([
    ['another audience', { aud: 'another-api' }],
    ['another issuer', { iss: 'https://issuer.example' }],
    ['the type of another token', { typ: 'rt+jwt' }],
    ['no type', { typ: 'JWT' }],
    ['an unknown key id', { kid: 'not-one-of-our-keys' }],
  ])('refuses an access token with %s, signed by our key', async (_case, change) => {
    const { session, user } = await signInTestUser(app, { email: 'claims@example.com' });
    const { kid, privateKey } = await app.signingKeys.signer();
    const token = await new SignJWT({ sid: session.id, roles: ['admin'], scopes: ['admin'] })
      .setProtectedHeader({ alg: 'ES256', kid: change.kid ?? kid, typ: change.typ ?? 'at+jwt' })
      .setSubject(user.id)
      .setIssuer(change.iss ?? 'postradar')
      .setAudience(change.aud ?? 'postradar-api')
      .setExpirationTime('5m')
      .sign(privateKey);
    const response = await heartbeat(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Invalid access token.',
    });
  });

  it('answers an expired token with TOKEN_EXPIRED and its message', async () => {
    const { session, user } = await signInTestUser(app, { email: 'expired@example.com' });
    const { kid, privateKey } = await app.signingKeys.signer();
    const expired = await new SignJWT({ sid: session.id, roles: [], scopes: [] })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'at+jwt' })
      .setSubject(user.id)
      .setIssuer('postradar')
      .setAudience('postradar-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(privateKey);
    const response = await heartbeat(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'TOKEN_EXPIRED',
      message: 'Access token was expired.',
    });
  });

  it('rotates the refresh token on every exchange', async () => {
    const { refreshToken } = await signInTestUser(app, { email: 'rotate@example.com' });
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, message: 'Token refreshed.' });
    expect(body.data.refresh_token).not.toBe(refreshToken);
    expect((await heartbeat(`Bearer ${body.data.access_token}`)).statusCode).toBe(200);
    const second = await refresh(body.data.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  const tokensOf = (sessionId: string) =>
    app.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId));

  it('lets two tabs refresh with the same token at the same moment, on one chain', async () => {
    const { refreshToken, session } = await signInTestUser(app, { email: 'tabs@example.com' });
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.refresh_token).toBe(b.json().data.refresh_token);
    expect(await tokensOf(session.id)).toHaveLength(2);
  });

  it('answers a replay within the grace period with the same successor, never a second chain', async () => {
    const { refreshToken, session } = await signInTestUser(app, { email: 'replay@example.com' });
    const successor = (await refresh(refreshToken)).json().data.refresh_token;
    const replays = [];
    for (let i = 0; i < 3; i++) replays.push((await refresh(refreshToken)).json().data);
    for (const replay of replays) {
      expect(replay.refresh_token).toBe(successor);
      expect((await heartbeat(`Bearer ${replay.access_token}`)).statusCode).toBe(200);
    }
    expect(await tokensOf(session.id)).toHaveLength(2);

    // Once the successor is exchanged too, a replay gets the newest token of the chain.
    const newest = (await refresh(successor)).json().data.refresh_token;
    expect((await refresh(refreshToken)).json().data.refresh_token).toBe(newest);
    expect(await tokensOf(session.id)).toHaveLength(3);
    expect((await refresh(newest)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused after the grace period (403: forced logout)', async () => {
    const { refreshToken, session } = await signInTestUser(app, { email: 'reuse@example.com' });
    const next = (await refresh(refreshToken)).json().data;
    await app.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));

    const reused = await refresh(refreshToken);
    expect(reused.statusCode).toBe(403);
    expect((await refresh(next.refresh_token)).statusCode).toBe(403);
    expect((await heartbeat(`Bearer ${next.access_token}`)).statusCode).toBe(403);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row?.revokeReason).toBe('reuse');
  });

  it('refuses an unknown refresh token and a missing header', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const missing = await app.inject({ method: 'POST', url: '/authentication/oauth/token' });
    expect(missing.json()).toMatchObject({
      success: false,
      message: 'A refresh token is required.',
    });
  });

  it('ends the session on sign-out, even with only the refresh token', async () => {
    const { auth, refreshToken } = await signInTestUser(app, { email: 'bye@example.com' });
    const response = await app.inject({
      method: 'POST',
      url: '/authentication/logout',
      headers: { 'refresh-token': refreshToken },
    });
    expect(response.json()).toEqual({ success: true, data: { signedOut: true } });
    expect((await heartbeat(auth.authorization)).statusCode).toBe(403);
    expect((await refresh(refreshToken)).statusCode).toBe(403);
  });
});
