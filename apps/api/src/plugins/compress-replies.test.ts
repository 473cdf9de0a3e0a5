import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerReplyCompression } from './compress-replies';

/** A page of results as the API answers it: a few KB of JSON. */
const page = {
  docs: Array.from({ length: 40 }, (_, index) => ({ _id: index, text: `Custom mug ${index}` })),
};
const pageJson = JSON.stringify(page);

describe('reply compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerReplyCompression(app, ['/api']);
    await app.register(
      async (api) => {
        api.get('/posts', async () => page);
        api.get('/small', async () => ({ ok: true }));
        api.post('/echo', async (request) => request.body);
      },
      { prefix: '/api' },
    );
    app.get('/authentication/token', async () => page);
    app.get('/apix', async () => page);
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('compresses a data call for a client that accepts Brotli, else gzip', async () => {
    const brotli = await get('/api/posts', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(pageJson.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(page);

    const gzip = await get('/api/posts', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(page);
  });

  it('answers as before a client that accepts no compression, and a small reply', async () => {
    const plain = await get('/api/posts');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(page);

    const small = await get('/api/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('leaves the other services uncompressed, whatever the client accepts', async () => {
    for (const url of ['/authentication/token', '/apix']) {
      const response = await get(url, 'br, gzip');
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.json(), url).toEqual(page);
    }
  });

  it('does not inflate a compressed request body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(pageJson),
    });
    expect(response.statusCode).toBe(400);
  });
});
