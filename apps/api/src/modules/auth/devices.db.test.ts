import { memberships, plans } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

describe('devices and sessions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const heartbeat = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/authentication/heartbeat', headers });

  it('ends the oldest session when a user without a plan signs in on a second device', async () => {
    const first = await signInTestUser(app, {
      email: 'one@example.com',
      device: 'laptop',
      plan: null,
    });
    const second = await signInTestUser(app, {
      email: 'one@example.com',
      device: 'phone',
      plan: null,
    });
    const evicted = await heartbeat(first.auth);
    expect(evicted.statusCode).toBe(403);
    expect(evicted.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'Your account is being used on another device.',
    });
    const refresh = await app.inject({
      method: 'POST',
      url: '/authentication/oauth/token',
      headers: { 'refresh-token': first.refreshToken },
    });
    expect(refresh.statusCode).toBe(403);
    expect((await heartbeat(second.auth)).statusCode).toBe(200);
  });

  it('keeps one session per device when the same device signs in again', async () => {
    await signInTestUser(app, { email: 'again@example.com', device: 'laptop' });
    const again = await signInTestUser(app, { email: 'again@example.com', device: 'laptop' });
    const list = await app.inject({
      method: 'GET',
      url: '/api/user/sessions',
      headers: again.auth,
    });
    expect(list.json().data).toHaveLength(1);
  });

  it("allows as many devices as the active plan's deviceAtOnce and grants its capabilities", async () => {
    const { user } = await signInTestUser(app, {
      email: 'subscriber@example.com',
      device: 'a',
      plan: null,
    });
    const [standard] = await app.db.select().from(plans).where(eq(plans.slug, 'standard'));
    if (!standard) throw new Error('the standard plan is seeded');
    const now = Date.now();
    await app.db.insert(memberships).values({
      userId: user.id,
      planId: standard.id,
      startsAt: new Date(now - 86_400_000),
      endsAt: new Date(now + 29 * 86_400_000),
      source: 'manual',
    });
    const a = await signInTestUser(app, {
      email: 'subscriber@example.com',
      device: 'a',
      plan: null,
    });
    const b = await signInTestUser(app, {
      email: 'subscriber@example.com',
      device: 'b',
      plan: null,
    });
    expect((await heartbeat(a.auth)).statusCode).toBe(200);
    const beat = await heartbeat(b.auth);
    expect(beat.json().data.scopes).toEqual(expect.arrayContaining(['ads', 'posts', 'trending']));
    expect(beat.json().data.scopes).not.toContain('trial');
    await signInTestUser(app, { email: 'subscriber@example.com', device: 'c', plan: null });
    expect((await heartbeat(a.auth)).statusCode).toBe(403);
    expect((await heartbeat(b.auth)).statusCode).toBe(200);
  });

  it('exempts staff from the device limit', async () => {
    const a = await signInTestUser(app, {
      email: 'staff@example.com',
      roles: ['admin'],
      device: 'a',
    });
    await signInTestUser(app, { email: 'staff@example.com', device: 'b' });
    await signInTestUser(app, { email: 'staff@example.com', device: 'c' });
    expect((await heartbeat(a.auth)).statusCode).toBe(200);
  });

  it('lists the active sessions with this device marked, and ends one of them', async () => {
    const staffA = await signInTestUser(app, {
      email: 'lister@example.com',
      roles: ['mod'],
      device: 'a',
    });
    const staffB = await signInTestUser(app, { email: 'lister@example.com', device: 'b' });
    const list = await app.inject({
      method: 'GET',
      url: '/api/user/sessions',
      headers: staffB.auth,
    });
    const sessions = list.json().data;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s: { isCurrent: boolean }) => s.isCurrent).id).toBe(staffB.session.id);
    expect(sessions[0]).toMatchObject({
      browser: 'Chrome 131',
      os: 'Linux',
      ipAddress: '127.0.0.1',
    });

    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${staffA.session.id}`,
      headers: staffB.auth,
    });
    expect(ended.json()).toEqual({ success: true, data: { ended: true } });
    expect((await heartbeat(staffA.auth)).statusCode).toBe(403);
  });

  it("never shows or ends another user's session", async () => {
    const owner = await signInTestUser(app, { email: 'owner@example.com', device: 'x' });
    const other = await signInTestUser(app, { email: 'other@example.com', device: 'y' });
    const list = await app.inject({
      method: 'GET',
      url: '/api/user/sessions',
      headers: other.auth,
    });
    expect(list.json().data.map((s: { id: string }) => s.id)).toEqual([other.session.id]);
    const attempt = await app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${owner.session.id}`,
      headers: other.auth,
    });
    expect(attempt.statusCode).toBe(404);
    expect((await heartbeat(owner.auth)).statusCode).toBe(200);
  });
});
