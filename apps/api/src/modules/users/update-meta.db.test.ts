import { users } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

/** `count` keys named `${prefix}0`, `${prefix}1`, … with `value`. */
function keys(prefix: string, count: number, value: string | boolean = true) {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, value]));
}

describe('user meta (/api/user/meta)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function signIn(email: string) {
    const { auth, user } = await signInTestUser(app, { email });
    const send = (meta: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: '/api/user/meta', headers: auth, payload: { meta } });
    const stored = async () => {
      const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
      return row;
    };
    return { send, stored };
  }

  it('stops growing at 100 keys: 20 calls of 50 new keys store 100', async () => {
    const { send, stored } = await signIn('grower@example.com');
    const statuses = [];
    for (let call = 0; call < 20; call++)
      statuses.push((await send(keys(`c${call}k`, 50))).statusCode);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(new Set(statuses.slice(2))).toEqual(new Set([413]));
    expect(Object.keys((await stored())?.meta ?? {})).toHaveLength(100);
  });

  it('refuses the change that would pass a limit with 413, storing nothing', async () => {
    const { send, stored } = await signIn('full@example.com');
    expect((await send(keys('k', 50))).statusCode).toBe(200);
    expect((await send(keys('m', 50))).statusCode).toBe(200);
    const before = await stored();

    const refused = await send({ oneMore: true });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message:
        'Meta holds at most 100 keys and 16384 bytes, and this change would make it larger. ' +
        'Send keys that are no longer needed as null to remove them.',
    });
    expect(await stored()).toEqual(before);

    // Changing a key it holds, or removing one to make room, still works.
    expect((await send({ k0: false })).json().data.k0).toBe(false);
    const swapped = await send({ k1: null, oneMore: true });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().data).toMatchObject({ oneMore: true });
    expect(swapped.json().data).not.toHaveProperty('k1');
    expect(Object.keys(swapped.json().data)).toHaveLength(100);
  });

  it('caps the stored size at 16 KB', async () => {
    const { send, stored } = await signIn('wordy@example.com');
    const long = 'x'.repeat(1000);
    expect((await send(keys('a', 10, long))).statusCode).toBe(200);
    const before = await stored();
    const refused = await send(keys('b', 10, long));
    expect(refused.statusCode).toBe(413);
    expect(await stored()).toEqual(before);
    expect((await send(keys('b', 5, long))).statusCode).toBe(200);
  });
});
