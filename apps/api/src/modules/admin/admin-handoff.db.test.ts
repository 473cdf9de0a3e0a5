import { adminHandoffCodes, auditEvents } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { hashToken } from '../auth/opaque-token';
import { changeRole } from '../users/change-role';

describe('admin hand-off', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ BASE_ADMIN_URL: 'https://admin.postradar.test' });
  });
  afterAll(() => app.close());

  const handoff = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/authentication/admin-handoff', headers });
  const exchange = (code: string) =>
    app.inject({ method: 'POST', url: '/admin-api/auth/exchange', payload: { code } });

  it('gives staff a single-use code for the admin site that expires in 60 seconds', async () => {
    const staff = await signInTestUser(app, {
      email: 'worker@example.com',
      roles: ['admin-worker'],
    });
    const response = await handoff(staff.auth);
    expect(response.statusCode).toBe(200);
    const { code, url, expiresInSeconds } = response.json().data;
    expect(url).toBe(`https://admin.postradar.test/auth/${code}`);
    expect(expiresInSeconds).toBe(60);

    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const session = first.json().data;
    expect(session.user).toMatchObject({ email: 'worker@example.com', roles: ['admin-worker'] });
    const me = await app.inject({
      method: 'GET',
      url: '/admin-api/me',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.json().data).toMatchObject({
      email: 'worker@example.com',
      scopes: expect.arrayContaining(['admin-worker']),
    });

    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/invalid, already used or expired/);
  });

  it('refuses a wrong or expired code', async () => {
    expect((await exchange('wrong')).statusCode).toBe(401);
    const staff = await signInTestUser(app, { email: 'late@example.com', roles: ['admin'] });
    const { code } = (await handoff(staff.auth)).json().data;
    await app.db
      .update(adminHandoffCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminHandoffCodes.codeHash, hashToken(code)));
    expect((await exchange(code)).statusCode).toBe(401);
  });

  it('refuses everyone else, and the admin API too', async () => {
    const seller = await signInTestUser(app, { email: 'seller@example.com' });
    const response = await handoff(seller.auth);
    expect(response.statusCode).toBe(403);
    const me = await app.inject({ method: 'GET', url: '/admin-api/me', headers: seller.auth });
    expect(me.statusCode).toBe(403);
  });

  it('lets exactly one of two simultaneous exchanges of a code succeed', async () => {
    const staff = await signInTestUser(app, { email: 'twice@example.com', roles: ['admin'] });
    const { code } = (await handoff(staff.auth)).json().data;
    const answers = await Promise.all([exchange(code), exchange(code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('stops a removed staff role at once, whatever the access token still says', async () => {
    const staff = await signInTestUser(app, { email: 'demoted@example.com', roles: ['admin'] });
    const { code } = (await handoff(staff.auth)).json().data;
    const site = (await exchange((await handoff(staff.auth)).json().data.code)).json().data;
    const adminAuth = { authorization: `Bearer ${site.access_token}` };
    expect(
      (await app.inject({ method: 'GET', url: '/admin-api/me', headers: adminAuth })).statusCode,
    ).toBe(200);

    await changeRole(app.db, { email: 'demoted@example.com', role: 'admin', action: 'revoke' });
    const refusals = [
      await app.inject({ method: 'GET', url: '/admin-api/me', headers: adminAuth }),
      await app.inject({ method: 'GET', url: '/admin-api/imports', headers: adminAuth }),
      await handoff(staff.auth),
      await exchange(code),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(403);
      expect(refusal.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('grants and revokes roles with an audit record, seen by the next heartbeat', async () => {
    const person = await signInTestUser(app, { email: 'promoted@example.com', plan: null });
    expect(
      await changeRole(app.db, { email: 'promoted@example.com', role: 'admin', action: 'grant' }),
    ).toEqual(['admin']);
    const beat = await app.inject({
      method: 'GET',
      url: '/authentication/heartbeat',
      headers: person.auth,
    });
    expect(beat.json().data).toEqual({
      roles: ['admin'],
      scopes: ['admin', 'admin-worker'],
    });
    expect(
      await changeRole(app.db, { email: 'promoted@example.com', role: 'admin', action: 'revoke' }),
    ).toEqual([]);
    const events = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.userId, person.user.id));
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['role-granted', 'role-revoked']),
    );
    await expect(
      changeRole(app.db, { email: 'promoted@example.com', role: 'emperor', action: 'grant' }),
    ).rejects.toThrow(/Unknown role 'emperor'/);
  });
});
