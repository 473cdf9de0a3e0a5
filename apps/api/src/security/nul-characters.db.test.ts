import { users } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { signInTestUser } from '../test/sign-in-test-user';

const nulMessage = 'must not contain the NUL character (\\u0000)';

describe('a NUL character (or broken Unicode) in what is sent', () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  let userId: string;

  const storedUser = async () => {
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    return row;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    const signedIn = await signInTestUser(app, { email: 'nul@example.com' });
    auth = signedIn.auth;
    userId = signedIn.user.id;
  });
  afterAll(() => app.close());

  it.each([
    ['/api/posts?q=ao%00thun', 'q'],
    ['/api/posts?q=ao&exclude=%00', 'exclude'],
    ['/api/posts?type=photo%00', 'type'],
    ['/api/pages?q=%00', 'q'],
    ['/api/domains?q=shop%00', 'q'],
    ['/api/pixels?q=1%002', 'q'],
  ])('refuses %s with 400 naming the parameter', async (url, field) => {
    const response = await app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(new RegExp(`^Invalid query parameter '${field}': `)),
    });
  });

  it('names the NUL character as the reason for search text', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/posts?q=a%00', headers: auth });
    expect(response.json().message).toBe(`Invalid query parameter 'q': ${nulMessage}`);
  });

  it.each([
    ['PUT', '/api/user/meta', { meta: { hint: 'seen\u0000' } }, 'meta.hint', nulMessage],
    ['POST', '/api/user/meta', { meta: { 'a\u0000b': true } }, 'meta', `the key ${nulMessage}`],
    [
      'PUT',
      '/api/user/meta',
      { meta: { hint: 'half \ud83d' } },
      'meta.hint',
      'must be valid Unicode (a lone surrogate half)',
    ],
    ['POST', '/api/user/affiliate', { affiliate: 'abc\u0000' }, 'affiliate', nulMessage],
  ] as const)('refuses %s %s %j with 400 naming the field, storing nothing', async (...args) => {
    const [method, url, payload, field, reason] = args;
    const before = await storedUser();
    const response = await app.inject({ method, url, headers: auth, payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.message).toMatch(new RegExp(`^Invalid body field '${field}[.']`));
    expect(body.message).toContain(reason);
    expect(await storedUser()).toEqual(before);
  });
});
