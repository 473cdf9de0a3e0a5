import { authCalls, billingCalls, researchCalls, userCalls } from '@postradar/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { sendJson, startTestServer, type Handler, type TestServer } from './test/test-server';

const settings = { language: 'vi', phone: '+84 90 123 4567', showFavorite: true };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientAnswering(handler: Handler) {
  server = await startTestServer(handler);
  const client = createApiClient({
    environment: 'local',
    session: {
      getAccessToken: () => 'access',
      getRefreshToken: () => null,
      getDeviceId: () => null,
      setAccessToken: () => undefined,
      setRefreshToken: () => undefined,
    },
    getLanguage: () => 'en',
    onForcedLogout: () => undefined,
    baseUrls: {
      main: `${server.origin}/api`,
      auth: `${server.origin}/authentication`,
      payment: `${server.origin}/payment`,
    },
  });
  return { client, server };
}

describe('call', () => {
  it('sends the method, service path and body of the definition, and resolves with its data', async () => {
    const { client, server } = await clientAnswering((_, res) =>
      sendJson(res, 200, { success: true, data: settings }),
    );
    const stored = await client.call(userCalls.updateSettings, {
      body: { settings: { language: 'vi' } },
    });
    expect(stored).toEqual(settings);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'PUT', url: '/api/user/settings' });
    expect(request?.headers.authorization).toBe('Bearer access');
    expect(JSON.parse(request?.body ?? '')).toEqual({ settings: { language: 'vi' } });
  });

  it('sends the body of a DELETE that has one', async () => {
    const { client, server } = await clientAnswering((_, res) =>
      sendJson(res, 200, { success: true, data: { removed: true } }),
    );
    await client.call(billingCalls.removeCard, { body: { cardId: 'pm_123' } });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'DELETE', url: '/payment/stripe/card' });
    expect(JSON.parse(request?.body ?? '')).toEqual({ cardId: 'pm_123' });
  });

  it('fills in the path parameters, encoded, and sends the query', async () => {
    const { client, server } = await clientAnswering((_, res) =>
      sendJson(res, 500, { success: false, message: 'Something went wrong on our side.' }),
    );
    await expect(
      client.call(researchCalls.pagePosts, {
        params: { id: '12/3' },
        query: { q: 'ao thun', sort: 'trending' },
      }),
    ).rejects.toThrow('Something went wrong on our side.');
    expect(server.requests[0]?.url).toBe('/api/pages/12%2F3/posts?q=ao+thun&sort=trending');
  });

  it('sends arrays and lists in the query as the API reads them', async () => {
    const { client, server } = await clientAnswering((_, res) => sendJson(res, 200, {}));
    await client.main.get('/posts', {
      params: { posts: '101,102', tags: ['a b', 'c:d'], empty: null, left: undefined },
    });
    expect(server.requests[0]?.url).toBe('/api/posts?posts=101,102&tags%5B%5D=a+b&tags%5B%5D=c:d');
  });

  it('adds a changing parameter to a cache-busted call', async () => {
    const { client, server } = await clientAnswering((_, res) =>
      sendJson(res, 200, { success: true, data: [] }),
    );
    await client.call(userCalls.profile).catch(() => undefined);
    expect(server.requests[0]?.url).toMatch(/^\/api\/user\/profile\?_=\d+$/);
  });

  it('sends an empty JSON object for a call without a body, with the headers given', async () => {
    const { client, server } = await clientAnswering((_, res) =>
      sendJson(res, 200, { success: true, data: { signedOut: true } }),
    );
    await client.call(authCalls.logout, { headers: { 'refresh-token': 'ending' } });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/authentication/logout', body: '{}' });
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'refresh-token': 'ending',
    });
  });

  it("rejects a refused request with the envelope's message and its field errors", async () => {
    const fieldErrors = [
      { field: 'settings.phone', code: 'invalid_phone' },
      { field: 'settings.name', code: 'too_long', maximum: 80 },
    ];
    const message = "Invalid body field 'settings.phone': must be a phone number";
    const { client } = await clientAnswering((_, res) =>
      sendJson(res, 400, { success: false, code: 'VALIDATION_FAILED', message, fieldErrors }),
    );
    await expect(
      client.call(userCalls.updateSettings, {
        body: { settings: { phone: 'call me', showFavorite: true } },
      }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message, fieldErrors });
  });

  it('refuses an answer its response schema does not accept', async () => {
    const { client } = await clientAnswering((_, res) =>
      sendJson(res, 200, { success: true, data: { ...settings, language: 'fr' } }),
    );
    await expect(
      client.call(userCalls.updateSettings, { body: { settings: { language: 'en' } } }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
