import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';

describe('API skeleton', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ BODY_LIMIT_BYTES: '2048' });
    app.get('/api/test/boom', async () => {
      throw new Error('secret database password in a stack trace');
    });
    app.post('/api/test/echo', async (request) => ({ success: true, data: request.body }));
  });
  afterAll(() => app.close());

  it('reports health with the database it reached', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        status: 'ok',
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        version: '1.1.0',
      },
    });
  });

  it('lists the plans on sale in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.map((plan: { slug: string }) => plan.slug)).toEqual([
      'trial',
      'standard',
      'standard-drs',
      'pod-drs',
    ]);
    const standard = body.data[1];
    expect(standard).toMatchObject({
      title: 'Standard',
      price: 59,
      period: 'month',
      forTeam: false,
    });
    const one = await app.inject({ method: 'GET', url: `/api/plans/${standard._id}` });
    expect(one.json()).toEqual({ success: true, data: standard });
  });

  it('answers a malformed parameter with 400 naming it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plans/not-a-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^Invalid path parameter 'id': /),
      fieldErrors: [{ field: 'id', code: 'invalid_format' }],
    });
  });

  it('answers a missing plan and an unknown route with 404 in the envelope', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/plans/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const unknown = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Route GET /api/nothing-here not found.',
    });
  });

  it('never leaks the details of a server error and tags it with the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses malformed JSON and oversized bodies in the envelope', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 'MALFORMED_REQUEST' });

    const large = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large.',
    });
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
