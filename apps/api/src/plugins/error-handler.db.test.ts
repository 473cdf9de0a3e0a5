import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { signInTestUser } from '../test/sign-in-test-user';

describe('field errors in the envelope', () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    auth = (await signInTestUser(app, { email: 'field-errors@example.com' })).auth;
  });
  afterAll(() => app.close());

  it('lists each field of a refused body with its code, whatever the language asked for', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: { ...auth, 'accept-language': 'vi' },
      payload: {
        settings: { language: 'fr', phone: 'call me', showFavorite: true, theme: 'dark' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      // The message is kept as it was for API clients: English, about the first field.
      message:
        'Invalid body field \'settings.language\': Invalid option: expected one of "en"|"vi"',
      fieldErrors: [
        { field: 'settings.language', code: 'invalid_option', options: 'en, vi' },
        { field: 'settings.phone', code: 'invalid_phone' },
        { field: 'settings.theme', code: 'unknown_field' },
      ],
    });
  });

  it('names a missing field and a bad query parameter', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/user/phone-number',
      headers: auth,
      payload: {},
    });
    expect(missing.json().fieldErrors).toEqual([{ field: 'phone', code: 'required' }]);

    const query = await app.inject({
      method: 'GET',
      url: '/api/search-history?perPage=7',
      headers: auth,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      message: "Invalid query parameter 'perPage': must be one of 10, 20, 50, 100",
      fieldErrors: [{ field: 'perPage', code: 'invalid_option', options: '10, 20, 50, 100' }],
    });
  });

  it('leaves field errors out of every other failure', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"settings":',
    });
    expect(response.json()).toEqual({
      success: false,
      code: 'MALFORMED_REQUEST',
      message: expect.any(String),
    });
  });
});
