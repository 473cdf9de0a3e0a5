import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
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

/** A body of endless NDJSON lines that counts what was read of it. */
function endlessBody() {
  const line = Buffer.from(`${JSON.stringify({ type: 'page', id: '1', name: 'x'.repeat(900) })}\n`);
  let bytesRead = 0;
  const stream = new Readable({
    read() {
      bytesRead += line.length;
      this.push(line);
    },
  });
  return { stream, bytesRead: () => bytesRead };
}

/** `text` cut into chunks of `size` characters, as a stream. */
const inChunks = (text: string, size: number) =>
  Readable.from(text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []);

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
    const first = await post(admin, inChunks(sample, 100));
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
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the lines as application/x-ndjson.',
    });
  });

  it('refuses anonymous, non-staff and non-NDJSON uploads before reading their body', async () => {
    const seller = await signInTestUser(app, { email: 'seller-upload@example.com' });
    for (const [headers, status] of [
      [{ 'content-type': ndjson }, 401],
      [{ 'content-type': 'application/json' }, 401],
      [{ ...seller.auth, 'content-type': ndjson }, 403],
      [{ ...admin, 'content-type': 'text/plain' }, 415],
      [{ ...admin, 'content-type': ndjson, 'content-length': String(3 * 1024 ** 3) }, 413],
    ] as const) {
      const body = endlessBody();
      const response = await app.inject({
        method: 'POST',
        url: '/admin-api/imports',
        headers,
        payload: body.stream,
      });
      body.stream.destroy();
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false });
      // At most what the stream buffers ahead: the body itself is never read.
      expect(body.bytesRead()).toBeLessThan(64 * 1024);
    }
  });

  it('answers an anonymous upload over HTTP before its body ends', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const status = await new Promise<number>((resolve, reject) => {
      const upload = httpRequest({
        host: '127.0.0.1',
        port: address.port,
        method: 'POST',
        path: '/admin-api/imports',
        headers: { 'content-type': 'application/json', 'content-length': String(400 * 1024 ** 2) },
      });
      upload.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        upload.destroy();
      });
      upload.on('error', reject);
      // 64 KiB of the announced 400 MiB, and never the rest.
      upload.write(Buffer.alloc(64 * 1024, 'x'));
    });
    expect(status).toBe(401);
  });

  it('answers a failed import without its SQL, and lists the run without it', async () => {
    await app.db.execute(
      sql`alter table pages add constraint refuse_for_test check (name <> 'Refused Page')`,
    );
    try {
      const response = await post(
        admin,
        `${JSON.stringify({ type: 'page', id: '5550001', name: 'Refused Page' })}\n`,
      );
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
      const list = await app.inject({ method: 'GET', url: '/admin-api/imports', headers: admin });
      const [run] = list.json().data.runs;
      expect(run).toMatchObject({ status: 'failed', failure: expect.any(String) });
      expect(run.failure).not.toMatch(/insert|select|params|refuse_for_test|\$1/i);
    } finally {
      await app.db.execute(sql`alter table pages drop constraint refuse_for_test`);
    }
  });

  it('reports a line with a NUL character as a bad line and imports the rest', async () => {
    const lines = [
      { type: 'page', id: '5560001', name: 'Before' },
      { type: 'page', id: '5560002', name: 'Nul\u0000Page' },
      { type: 'page', id: '5560003', name: 'After' },
    ].map((line) => `${JSON.stringify(line)}\n`);
    const response = await post(admin, lines.join(''));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'succeeded',
      stored: 2,
      errors: [{ line: 2, reason: 'name: must not contain the NUL character (\\u0000)' }],
    });
  });

  it('accepts bodies far above the API-wide body limit', async () => {
    const corpus = [
      ...generateCorpusNdjson({ posts: 900, seed: 4, now: new Date('2026-11-21T05:00:00Z') }),
    ].join('');
    expect(Buffer.byteLength(corpus)).toBeGreaterThan(2 * 1_048_576); // BODY_LIMIT_BYTES is 1 MiB
    const response = await post(admin, inChunks(corpus, 65_536));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'succeeded', skipped: 0 });
    expect(response.json().data.storedByType.post).toBe(900);
  });
});
