import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { generateCorpusNdjson } from '@postradar/ingest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

const sample = readFileSync(
  fileURLToPath(new URL('../../../../../docs/examples/sample.ndjson', import.meta.url)),
  'utf8',
);
const ndjson = 'application/x-ndjson';

describe('staff imports (/admin-api/imports)', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = (await signInTestUser(app, { email: 'importer@example.com', roles: ['admin'] })).auth;
  });
  afterAll(() => app.close());

  const post = (headers: Record<string, string>, payload: string | Readable) =>
    app.inject({
      method: 'POST',
      url: '/admin-api/imports',
      headers: { 'content-type': ndjson, ...headers },
      payload,
    });

  it('imports a streamed body and answers with the summary; the same body again changes nothing', async () => {
    const first = await post(admin, Readable.from(sample.match(/[\s\S]{1,100}/g) ?? []));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      source: 'admin-api',
      status: 'succeeded',
      linesRead: 14,
      stored: 9,
      skipped: 5,
      storedByType: { page: 2, domain: 2, post: 2, metrics: 3 },
      errors: expect.arrayContaining([
        { line: 12, reason: 'reactions.like: must not be negative' },
      ]),
    });
    expect(first.json().data.changes['posts.created']).toBe(2);

    const second = await post(admin, sample);
    expect(second.json().data).toMatchObject({ stored: 9, skipped: 5 });
    expect(Object.values(second.json().data.changes).every((count) => count === 0)).toBe(true);

    const search = await app.inject({
      method: 'GET',
      url: `/api/posts?q=${encodeURIComponent('ao thun cho me')}`,
      headers: admin,
    });
    expect(search.json().data.docs.map((doc: { networkId: string }) => doc.networkId)).toEqual([
      '2000001_881',
    ]);

    const list = await app.inject({
      method: 'GET',
      url: '/admin-api/imports?limit=5',
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    const runs = list.json().data.runs;
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ _id: second.json().data._id, status: 'succeeded' });
    expect(runs[0].finishedAt).not.toBeNull();
  });

  it('is for admins only, and only for NDJSON', async () => {
    expect((await post({}, sample)).statusCode).toBe(401);
    const worker = await signInTestUser(app, { email: 'w@example.com', roles: ['admin-worker'] });
    const refused = await post(worker.auth, sample);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(
      (await app.inject({ method: 'GET', url: '/admin-api/imports', headers: worker.auth }))
        .statusCode,
    ).toBe(403);
    const asJson = await app.inject({
      method: 'POST',
      url: '/admin-api/imports',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json().message).toBe('Send the lines as application/x-ndjson.');
  });

  it('accepts bodies far above the API-wide body limit', async () => {
    const corpus = [
      ...generateCorpusNdjson({ posts: 900, seed: 4, now: new Date('2026-11-21T05:00:00Z') }),
    ].join('');
    expect(Buffer.byteLength(corpus)).toBeGreaterThan(2 * 1_048_576); // BODY_LIMIT_BYTES is 1 MiB
    const response = await post(admin, Readable.from([corpus]));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'succeeded', skipped: 0 });
    expect(response.json().data.storedByType.post).toBe(900);
  });
});
