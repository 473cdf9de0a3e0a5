import { errorCodes, errorEnvelopeSchema, postSearchQuerySchema } from '@postradar/contracts';
import { users } from '@postradar/db';
import { generateFixture, loadFixture } from '@postradar/search/testing';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { buildTestApp } from '../test/build-test-app';
import { signInTestUser } from '../test/sign-in-test-user';

/** Requests sent in all, shared out over the calls. */
const totalRuns = Number(process.env.FUZZ_RUNS ?? 10_000);

// ---- what is sent ----

const awkwardCharacter = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u0001',
    '\u001f',
    '\u007f',
    '\u200b',
    '\ufeff',
    '\ud800',
    '\udfff',
    'Đ',
    'ệ',
    '😀',
    ' ',
    ',',
    '"',
    "'",
    '\\',
    ':',
    '&',
    '=',
    '?',
    '#',
    '/',
    '%',
    '*',
    '-',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

/** Text that is almost right, or awkward. */
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: awkwardCharacter, maxLength: 30 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      'ao thun',
      'nurse -dog',
      '"mẹ con"',
      'page:1048576',
      'tag:"Y Tá"',
      's:nurselife.shop',
      'all',
      'any',
      'exact',
      'post',
      'ad',
      'photo',
      'video,photo',
      'trending',
      'mass_shares',
      '2026-11-01',
      '2026-11-01T10:00:00Z',
      '2026-02-30',
      '0',
      '1',
      '10',
      '50',
      '100',
      '-1',
      '1e400',
      'NaN',
      '999999999999999999999',
      'en',
      'vi',
      '+84 912 345 678',
      'true',
      'null',
      '[]',
      '{}',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);

/** Text longer than any field allows. */
const hugeText = fc.oneof(
  fc.integer({ min: 2_001, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.constant('ệ'.repeat(2_001)),
);

/** A JSON value of any type, nested a few levels. */
const json = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 4 }),
  ),
})).value;

const settings = fc.record(
  {
    language: fc.oneof(fc.constantFrom('en', 'vi'), json),
    phone: fc.oneof(fc.constantFrom('0912345678', ''), json),
    showFavorite: fc.oneof(fc.boolean(), json),
  },
  { requiredKeys: [] },
);
const meta = fc.dictionary(
  fc.oneof(fc.constantFrom('seenTour', 'hint'), text),
  fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), json),
  { maxKeys: 60 },
);

/** A body meant for `field`: its expected shape with awkward values, the wrong shape, or not JSON. */
function bodyFor(field: string, value: fc.Arbitrary<unknown>) {
  return fc.oneof(
    { weight: 5, arbitrary: value.map((item) => ({ payload: { [field]: item } })) },
    { weight: 2, arbitrary: json.map((item) => ({ payload: { [field]: item } })) },
    { weight: 1, arbitrary: json.map((payload) => ({ payload })) },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.oneof(text, fc.constantFrom('{"a":', '{"__proto__":{}}', '[1,', '')),
        contentType: fc.constantFrom('application/json', 'text/plain', 'application/xml'),
      }),
    },
    { weight: 1, arbitrary: hugeText.map((item) => ({ payload: { [field]: item } })) },
    // Over the API's body limit.
    { weight: 1, arbitrary: fc.constant({ payload: { [field]: 'x'.repeat(1_100_000) } }) },
  );
}

/** Percent-encoded UTF-8 (a lone surrogate half becomes U+FFFD, as a browser sends it). */
const encode = (value: string) => encodeURIComponent(Buffer.from(value).toString());

/** Percent-encoding broken on purpose, sent as it is. */
const brokenEncoding = fc.constantFrom('%', '%zz', '%E0%A4', '%ED%A0%80', '%00', '%FF', '%C0%AF');

/** Every parameter of the post search, and the cache buster clients add. */
const parameterNames = [...Object.keys(postSearchQuerySchema.shape), '_'];

/** A query string: known and unknown names, awkward values, a name repeated (an array). */
const query = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...parameterNames), text),
      fc.oneof(
        { weight: 20, arbitrary: text.map(encode) },
        { weight: 5, arbitrary: brokenEncoding },
        { weight: 1, arbitrary: hugeText.map(encode) },
      ),
      fc.integer({ min: 1, max: 3 }),
    ),
    { maxLength: 6 },
  )
  .map((parameters) =>
    parameters
      .flatMap(([name, value, times]) => Array(times).fill(`${encode(name)}=${value}`))
      .join('&'),
  );

// ---- the calls ----

interface Call {
  name: string;
  requests: fc.Arbitrary<InjectOptions>;
  /** Whether a refused call must leave the user's row as it was. */
  isWrite: boolean;
}

function getCalls(
  ids: Record<'posts' | 'pages' | 'domains' | 'pixels', number[]>,
  affiliateCode: string,
): Call[] {
  const idFor = (entity: keyof typeof ids) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...ids[entity].map(String)) },
      { weight: 2, arbitrary: text.map(encode) },
      { weight: 1, arbitrary: fc.constantFrom('0', '9007199254740993', '1.5', '-1', '1e3') },
      { weight: 1, arbitrary: brokenEncoding },
    );
  const get = (path: fc.Arbitrary<string>) =>
    fc
      .tuple(path, query)
      .map(([url, search]): InjectOptions => ({ method: 'GET', url: `${url}?${search}` }));

  const research = (['posts', 'pages', 'domains', 'pixels'] as const).flatMap((entity) => [
    { name: `GET /api/${entity}`, requests: get(fc.constant(`/api/${entity}`)) },
    {
      name: `GET /api/${entity}/:id`,
      requests: get(idFor(entity).map((id) => `/api/${entity}/${id}`)),
    },
    ...(entity === 'posts'
      ? []
      : [
          {
            name: `GET /api/${entity}/:id/posts`,
            requests: get(idFor(entity).map((id) => `/api/${entity}/${id}/posts`)),
          },
        ]),
  ]);

  const write = (
    methods: ('PUT' | 'POST')[],
    url: string,
    field: string,
    value: fc.Arbitrary<unknown>,
  ) =>
    methods.map((method) => ({
      name: `${method} ${url}`,
      isWrite: true,
      requests: bodyFor(field, value).map(
        ({ payload, contentType }: { payload: unknown; contentType?: string }): InjectOptions => ({
          method,
          url,
          payload: payload as InjectOptions['payload'],
          ...(contentType ? { headers: { 'content-type': contentType } } : {}),
        }),
      ),
    }));

  return [
    ...research.map((call) => ({ ...call, isWrite: false })),
    {
      name: 'GET /api/user/profile',
      isWrite: false,
      requests: get(fc.constant('/api/user/profile')),
    },
    ...write(['PUT', 'POST'], '/api/user/settings', 'settings', settings),
    ...write(['PUT', 'POST'], '/api/user/meta', 'meta', meta),
    ...write(['PUT', 'POST'], '/api/user/phone-number', 'phone', text),
    ...write(
      ['POST'],
      '/api/user/affiliate',
      'affiliate',
      fc.oneof(fc.constant(affiliateCode), text),
    ),
  ];
}

describe('generated input to every research and user call', () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  let userId: string;
  let calls: Call[];
  /** The user's row as the last accepted write left it. */
  let userRow: unknown;

  const storedUser = async () => {
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    return row;
  };

  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_RESEARCH_PER_MINUTE: '1000000',
      RATE_LIMIT_RESEARCH_PER_ADDRESS_PER_MINUTE: '1000000',
    });
    const signedIn = await signInTestUser(app, { email: 'fuzz@example.com' });
    auth = signedIn.auth;
    userId = signedIn.user.id;
    userRow = await storedUser();
    const referrer = await signInTestUser(app, { email: 'referrer@example.com' });
    const fixture = await loadFixture(app.db, generateFixture(30, 5));
    calls = getCalls(
      {
        posts: fixture.posts.map((post) => post.id),
        pages: fixture.pageIds,
        domains: fixture.domainIds,
        pixels: fixture.pixelIds,
      },
      referrer.user.affiliateCode,
    );
  });
  afterAll(() => app.close());

  it('never answers 5xx, answers every refusal in the envelope and stores nothing then', async () => {
    let sent = 0;
    const accepted = new Map<string, number>();
    for (const call of calls) {
      const t0 = process.cpuUsage();
      await fc.assert(
        fc.asyncProperty(call.requests, async (request) => {
          const response = await app.inject({
            ...request,
            headers: { ...auth, ...request.headers },
          });
          sent++;
          const status = response.statusCode;
          const context = `${call.name}: ${String(request.url).slice(0, 200)} -> ${status} ${response.body.slice(0, 300)}`;
          expect(status, context).toBeLessThan(500);
          const body = response.json();
          if (status < 300) {
            expect(body.success, context).toBe(true);
            accepted.set(call.name, (accepted.get(call.name) ?? 0) + 1);
            if (call.isWrite) userRow = await storedUser();
            return;
          }
          expect(z.strictObject(errorEnvelopeSchema.shape).safeParse(body).success, context).toBe(
            true,
          );
          expect(errorCodes[body.code as keyof typeof errorCodes], context).toBe(status);
          if (call.isWrite) expect(await storedUser(), context).toEqual(userRow);
        }),
        { numRuns: Math.ceil(totalRuns / calls.length) },
      );
      const c = process.cpuUsage(t0);
      console.log(
        'TIMING',
        call.name,
        Math.round((c.user + c.system) / 1000),
        accepted.get(call.name),
      );
    }
    expect(sent).toBeGreaterThanOrEqual(totalRuns);
    // Each call also took the paths of an accepted request.
    expect(calls.filter((call) => !accepted.has(call.name)).map((call) => call.name)).toEqual([]);
  }, 300_000);
});
