import { offerSubmissions } from '@postradar/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { collectionCaller } from '../favorites/test/collection-caller';

const hour = 3_600_000;
const validAnswer = { email: 'lan@example.com', contact: '+84 90 123 4567' };

async function signIn(app: FastifyInstance, email: string, plan?: string | null) {
  const { user, auth } = await signInTestUser(app, { email, plan });
  return { userId: user.id, call: collectionCaller(app, auth) };
}

describe('the limited-time offer (/api/offer) while it runs', () => {
  const endsAt = new Date(Date.now() + 48 * hour);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ LIMITED_OFFER_ENDS_AT: endsAt.toISOString() });
  });
  afterAll(() => app.close());

  const submissionsOf = (userId: string) =>
    app.db
      .select()
      .from(offerSubmissions)
      .where(eq(offerSubmissions.userId, userId))
      .orderBy(asc(offerSubmissions.id));

  it('answers 401 without a signed-in user', async () => {
    const call = collectionCaller(app);
    expect((await call('GET', '/api/offer')).status).toBe(401);
    expect((await call('POST', '/api/offer/submissions', validAnswer)).status).toBe(401);
  });

  it('is for users without a paid plan running now: the trial, none, or one that ended', async () => {
    const never = await signIn(app, 'never@example.com', null);
    const trial = await signIn(app, 'trial@example.com', 'trial');
    const lapsed = await signIn(app, 'lapsed@example.com', 'standard');
    await app.db.execute(
      sql`update memberships set starts_at = now() - interval '40 days', ends_at = now() - interval '10 days' where user_id = ${lapsed.userId}`,
    );
    for (const { call } of [never, trial, lapsed]) {
      const { status, body } = await call('GET', '/api/offer');
      expect(status).toBe(200);
      expect(body.data).toEqual({
        endsAt: endsAt.toISOString(),
        isForUser: true,
        submittedAt: null,
      });
    }
    const paying = await signIn(app, 'paying@example.com', 'standard');
    expect((await paying.call('GET', '/api/offer')).body.data).toMatchObject({
      isForUser: false,
    });
  });

  it("stores the user's e-mail and contact once: a second answer changes nothing", async () => {
    const { userId, call } = await signIn(app, 'answer@example.com', null);
    const first = await call('POST', '/api/offer/submissions', {
      email: '  lan@example.com ',
      contact: ' fb.com/lan.nguyen ',
    });
    expect(first.status).toBe(200);
    const submittedAt = first.body.data.submittedAt;
    expect(new Date(submittedAt).toISOString()).toBe(submittedAt);

    const second = await call('POST', '/api/offer/submissions', {
      email: 'other@example.com',
      contact: 'zalo 0901234567',
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ submittedAt });
    expect(await submissionsOf(userId)).toEqual([
      expect.objectContaining({
        userId,
        offerEndsAt: endsAt,
        email: 'lan@example.com',
        contact: 'fb.com/lan.nguyen',
      }),
    ]);
    expect((await call('GET', '/api/offer')).body.data).toMatchObject({ submittedAt });
  });

  it('refuses an e-mail that is not local@domain and a contact too short or too long', async () => {
    const { userId, call } = await signIn(app, 'invalid@example.com', null);
    const invalid: [object, string][] = [
      [{ ...validAnswer, email: '' }, "Invalid body field 'email': must not be empty"],
      [{ ...validAnswer, email: 'lan@' }, "Invalid body field 'email': must be an e-mail address"],
      [
        { ...validAnswer, email: 'lan example.com' },
        "Invalid body field 'email': must be an e-mail address",
      ],
      [{ ...validAnswer, email: 'lan@example' }, 'must be an e-mail address'],
      [{ email: validAnswer.email }, "Invalid body field 'contact'"],
      [
        { ...validAnswer, contact: ' 12 ' },
        "Invalid body field 'contact': must be at least 3 characters",
      ],
      [
        { ...validAnswer, contact: '1'.repeat(121) },
        "Invalid body field 'contact': must be at most 120 characters",
      ],
    ];
    for (const [body, message] of invalid) {
      const answer = await call('POST', '/api/offer/submissions', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.message).toContain(message);
    }
    expect(await submissionsOf(userId)).toEqual([]);
  });

  it('limits how often one user answers, apart from the others', async () => {
    const eager = await signIn(app, 'eager@example.com', null);
    for (let i = 0; i < 10; i++)
      expect((await eager.call('POST', '/api/offer/submissions', validAnswer)).status).toBe(200);
    const limited = await eager.call('POST', '/api/offer/submissions', validAnswer);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many answers to the offer. Try again in a few minutes.',
    });
    const calm = await signIn(app, 'calm@example.com', null);
    expect((await calm.call('POST', '/api/offer/submissions', validAnswer)).status).toBe(200);
  });
});

describe.each([
  ['is not set', {}],
  ['has passed', { LIMITED_OFFER_ENDS_AT: new Date(Date.now() - hour).toISOString() }],
])('the limited-time offer when its end %s', (_, environment) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(environment);
  });
  afterAll(() => app.close());

  it('is null, and an answer is refused with 404 and not stored', async () => {
    const { call } = await signIn(app, 'late@example.com', null);
    expect(await call('GET', '/api/offer')).toEqual({
      status: 200,
      body: { success: true, data: null },
    });
    expect(await call('POST', '/api/offer/submissions', validAnswer)).toEqual({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'No offer is running now.' },
    });
    expect(await app.db.select().from(offerSubmissions)).toEqual([]);
  });
});
