import { errorCodes, type ErrorCode } from '@postradar/contracts';
import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { buildTestApp } from '../test/build-test-app';
import { signInTestUser } from '../test/sign-in-test-user';

/** Sends `text` as it is on a new connection and reads the answer until the server closes it. */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

/** The envelope, with the status its code maps to. */
function expectEnvelope(status: number, body: unknown, code: ErrorCode) {
  expect(body).toEqual({ success: false, code, message: expect.any(String) });
  expect(status).toBe(errorCodes[code]);
}

describe('every error in the one envelope', () => {
  let app: FastifyInstance;
  let port: number;
  let auth: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp();
    app.get('/api/test/status/:status', async (request) => {
      const { status } = request.params as { status: string };
      throw Object.assign(new Error(`a plugin's ${status}`), { statusCode: Number(status) });
    });
    app.get('/api/test/internal', async () => {
      throw new AppError('INTERNAL', 'Import #7 failed: insert into pages values ($1) params: x');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    port = address.port;
    auth = (await signInTestUser(app, { email: 'envelope@example.com' })).auth;
  });
  afterAll(() => app.close());

  it('answers request headers too large (431) from the HTTP parser in the envelope', async () => {
    const { status, body } = await rawRequest(
      port,
      `GET /api/plans HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectEnvelope(status, JSON.parse(body), 'HEADERS_TOO_LARGE');
  });

  it('answers a malformed HTTP message with MALFORMED_REQUEST', async () => {
    const { status, body } = await rawRequest(port, 'NONSENSE\r\n\r\n');
    expectEnvelope(status, JSON.parse(body), 'MALFORMED_REQUEST');
  });

  it('answers a URL the router cannot read with MALFORMED_REQUEST or URI_TOO_LONG', async () => {
    const broken = await app.inject({ method: 'GET', url: '/api/pages/%E0%A4%A', headers: auth });
    expectEnvelope(broken.statusCode, broken.json(), 'MALFORMED_REQUEST');
    expect(broken.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const long = await app.inject({
      method: 'GET',
      url: `/api/pages/${'1'.repeat(200)}`,
      headers: auth,
    });
    expectEnvelope(long.statusCode, long.json(), 'URI_TOO_LONG');
  });

  it('tells an unreadable body (MALFORMED_REQUEST) from a field that breaks a rule', async () => {
    const post = (contentType: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/meta',
        headers: { ...auth, 'content-type': contentType },
        payload,
      });
    const broken = await post('application/json', '{"meta":');
    expectEnvelope(broken.statusCode, broken.json(), 'MALFORMED_REQUEST');
    const empty = await post('application/json', '');
    expectEnvelope(empty.statusCode, empty.json(), 'MALFORMED_REQUEST');
    const poisoned = await post('application/json', '{"__proto__":{"x":1},"meta":{}}');
    expectEnvelope(poisoned.statusCode, poisoned.json(), 'MALFORMED_REQUEST');
    const xml = await post('application/xml', '<meta/>');
    expectEnvelope(xml.statusCode, xml.json(), 'UNSUPPORTED_MEDIA_TYPE');
    const invalid = await post('application/json', '{"meta":{"a":[1]}}');
    const { fieldErrors, ...envelope } = invalid.json();
    expectEnvelope(invalid.statusCode, envelope, 'VALIDATION_FAILED');
    expect(fieldErrors).toEqual([{ field: 'meta.a', code: 'invalid' }]);
  });

  it.each([
    [405, 'METHOD_NOT_ALLOWED'],
    [406, 'NOT_ACCEPTABLE'],
    [409, 'CONFLICT'],
    [412, 'PRECONDITION_FAILED'],
    [416, 'RANGE_NOT_SATISFIABLE'],
    [502, 'INTERNAL'],
    [503, 'SERVICE_UNAVAILABLE'],
  ] as const)('gives a failure known only by its status %i the code %s', async (status, code) => {
    const response = await app.inject({ method: 'GET', url: `/api/test/status/${status}` });
    expectEnvelope(response.statusCode, response.json(), code);
  });

  it('never shows the message of an internal error, even one raised on purpose', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/internal' });
    expectEnvelope(response.statusCode, response.json(), 'INTERNAL');
    expect(response.json().message).toBe('Something went wrong on our side. Please try again.');
    expect(response.body).not.toMatch(/insert|params|Import #7/);
  });
});
