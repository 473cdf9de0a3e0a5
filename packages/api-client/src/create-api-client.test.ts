import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient, type ApiClientOptions, type ApiSession } from './create-api-client';
import {
  sendJson,
  startTestServer,
  unusedPort,
  type Handler,
  type TestServer,
} from './test/test-server';

const expired = { success: false, message: 'Access token was expired.', code: 'TOKEN_EXPIRED' };

function memorySession(tokens: { access?: string; refresh?: string; device?: string } = {}) {
  const state = { access: tokens.access ?? null, refresh: tokens.refresh ?? null };
  const session: ApiSession & { state: typeof state } = {
    state,
    getAccessToken: () => state.access,
    getRefreshToken: () => state.refresh,
    getDeviceId: () => tokens.device ?? null,
    setAccessToken: vi.fn((token: string) => {
      state.access = token;
    }),
    setRefreshToken: vi.fn((token: string) => {
      state.refresh = token;
    }),
  };
  return session;
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(handler: Handler, overrides: Partial<ApiClientOptions> = {}) {
  server = await startTestServer(handler);
  const session = memorySession({
    access: 'old-access',
    refresh: 'the-refresh',
    device: 'device-1',
  });
  const onForcedLogout = vi.fn<(message: string) => void>();
  const client = createApiClient({
    environment: 'local',
    session,
    getLanguage: () => 'vi',
    onForcedLogout,
    baseUrls: {
      main: `${server.origin}/api`,
      auth: `${server.origin}/authentication`,
      payment: `${server.origin}/payment`,
    },
    ...overrides,
  });
  return { client, session, onForcedLogout, server };
}

/** Fails the test if a promise resolves; returns the error it rejects with. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient: headers and configuration', () => {
  it('sends language, app version 1.1.0, device id, refresh token and bearer token', async () => {
    const { client, server } = await setup((_req, res) =>
      sendJson(res, 200, { success: true, data: 1 }),
    );
    await client.main.get('/user/profile');
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/user/profile',
      headers: {
        'accept-language': 'vi',
        'x-app-version': '1.1.0',
        'x-device-id': 'device-1',
        'refresh-token': 'the-refresh',
        authorization: 'Bearer old-access',
      },
    });
  });

  it('leaves out the headers whose value the session does not have', async () => {
    const { client, server } = await setup((_req, res) => sendJson(res, 200, {}), {
      session: memorySession(),
      appVersion: '2.0.0',
    });
    await client.payment.get('/gateway/available');
    const headers = server.requests[0]?.headers ?? {};
    expect(server.requests[0]?.url).toBe('/payment/gateway/available');
    expect(headers['x-app-version']).toBe('2.0.0');
    expect(headers).not.toHaveProperty('authorization');
    expect(headers).not.toHaveProperty('x-device-id');
    expect(headers).not.toHaveProperty('refresh-token');
  });

  it('has a 30000 ms timeout on every service by default', () => {
    const client = createApiClient({
      environment: 'production',
      session: memorySession(),
      getLanguage: () => 'en',
      onForcedLogout: () => {},
    });
    for (const service of ['main', 'auth', 'payment', 'passport', 'admin', 'realtime'] as const) {
      expect(client[service].defaults.timeout).toBe(30000);
      expect(client[service].defaults.baseURL).toBe(client.baseUrls[service]);
    }
    expect(client.main.defaults.baseURL).toBe('/api');
  });

  it("sends through the fetch of a service's defaults, resolving with what it answers", async () => {
    const client = createApiClient({
      environment: 'production',
      session: memorySession({ access: 'a' }),
      getLanguage: () => 'en',
      onForcedLogout: () => {},
    });
    const fake = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ success: true })));
    client.payment.defaults.fetch = fake;
    const response = await client.payment.get('/plans', { params: { page: 2 } });
    expect(response).toMatchObject({ status: 200, data: { success: true } });
    expect(fake.mock.calls[0]?.[0]).toBe('/payment/plans?page=2');
  });

  it("resolves an answer without content with the data ''", async () => {
    const { client } = await setup((_req, res) => res.writeHead(204).end());
    await expect(client.main.delete('/x')).resolves.toMatchObject({ status: 204, data: '' });
  });
});

describe('createApiClient: the error catalogue', () => {
  it("reports a timeout as 'timeout of Nms exceeded'", async () => {
    const { client } = await setup(() => {}, { timeout: 50 });
    const error = await rejection(client.main.get('/slow'));
    expect(error.message).toBe('timeout of 50ms exceeded');
    expect(error.isCanceled).toBe(false);
  });

  it("reports the default timeout as 'timeout of 30000ms exceeded'", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // The client times out with a timer, which fake timers can move on by 30 s.
      const { client } = await setup(() => {});
      const request = rejection(client.main.get('/slow'));
      await vi.advanceTimersByTimeAsync(30000);
      expect((await request).message).toBe('timeout of 30000ms exceeded');
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports a refused connection as 'Network Error'", async () => {
    const port = await unusedPort();
    const { client } = await setup(() => {}, {
      baseUrls: { main: `http://127.0.0.1:${port}/api` },
    });
    const error = await rejection(client.main.get('/user/profile'));
    expect(error.message).toBe('Network Error');
    expect(error.code).toBe('ERR_NETWORK');
  });

  it("reports a connection dropped by the server as 'Network Error'", async () => {
    const { client } = await setup((_req, res) => res.socket?.destroy());
    expect((await rejection(client.main.get('/user/profile'))).message).toBe('Network Error');
  });

  it('reports a cancelled request with isCanceled', async () => {
    const { client } = await setup(() => {});
    const controller = new AbortController();
    const request = rejection(client.main.get('/slow', { signal: controller.signal }));
    controller.abort();
    const error = await request;
    expect(error.isCanceled).toBe(true);
    expect(error.message).toBe('canceled');
  });

  it('sends nothing for a signal aborted already', async () => {
    const { client, server } = await setup((_req, res) => sendJson(res, 200, {}));
    const error = await rejection(client.main.get('/x', { signal: AbortSignal.abort() }));
    expect(error).toMatchObject({ isCanceled: true, code: 'ERR_CANCELED' });
    expect(server.requests).toHaveLength(0);
  });

  it("reports a request the browser aborted as 'Request aborted'", async () => {
    // Only the browser aborts a fetch on its own (navigation away), with an AbortError.
    const browserAbort = () =>
      Promise.reject(new DOMException('The user aborted a request.', 'AbortError'));
    const { client } = await setup(() => {}, { fetch: browserAbort });
    const error = await rejection(client.main.get('/user/profile'));
    expect(error).toMatchObject({ message: 'Request aborted', code: 'ECONNABORTED' });
    expect(error.isCanceled).toBe(false);
  });

  it("uses the server's envelope message, else 'Request failed with status code N'", async () => {
    const { client, onForcedLogout } = await setup((req, res) =>
      req.url === '/api/coupon/apply'
        ? sendJson(res, 400, { success: false, message: 'Coupon expired', code: 'COUPON_EXPIRED' })
        : res.writeHead(502).end('bad gateway'),
    );
    const coupon = await rejection(client.main.post('/coupon/apply', { code: 'X' }));
    expect(coupon).toMatchObject({
      message: 'Coupon expired',
      status: 400,
      code: 'COUPON_EXPIRED',
    });
    const gateway = await rejection(client.main.get('/plans'));
    expect(gateway).toMatchObject({ message: 'Request failed with status code 502', status: 502 });
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('logs out on HTTP 403 with the server message', async () => {
    const { client, onForcedLogout } = await setup((_req, res) =>
      sendJson(res, 403, {
        success: false,
        message: 'Your account is blocked.',
        code: 'FORBIDDEN',
      }),
    );
    const error = await rejection(client.main.get('/user/profile'));
    expect(error).toMatchObject({ message: 'Your account is blocked.', status: 403 });
    expect(onForcedLogout).toHaveBeenCalledExactlyOnceWith('Your account is blocked.');
  });

  it('logs out on HTTP 403 with the status text when there is no envelope', async () => {
    const { client, onForcedLogout } = await setup((_req, res) => res.writeHead(403).end());
    const error = await rejection(client.main.get('/user/profile'));
    expect(error.message).toBe('Request failed with status code 403');
    expect(onForcedLogout).toHaveBeenCalledExactlyOnceWith('Forbidden');
  });
});

describe('createApiClient: expired access token', () => {
  /** Answers TOKEN_EXPIRED unless the request carries the new token; the refresh answers `refresh`. */
  function tokenServer(refresh: (res: Parameters<Handler>[1]) => void): Handler {
    return (req, res) => {
      if (req.url === '/authentication/oauth/token') return refresh(res);
      if (req.headers.authorization === 'Bearer new-access') {
        return sendJson(res, 200, { success: true, data: req.url });
      }
      sendJson(res, 401, expired);
    };
  }
  const refreshed = (res: Parameters<Handler>[1]) =>
    sendJson(res, 200, {
      success: true,
      data: { access_token: 'new-access', refresh_token: 'rotated-refresh' },
      message: 'Token refreshed.',
    });

  it('refreshes the token with the refresh-token header, stores it and retries', async () => {
    const { client, session, server, onForcedLogout } = await setup(tokenServer(refreshed));
    const response = await client.main.post('/user/settings', { settings: { language: 'vi' } });
    expect(response.data).toEqual({ success: true, data: '/api/user/settings' });
    expect(session.setAccessToken).toHaveBeenCalledExactlyOnceWith('new-access');
    const refresh = server.requests.find((r) => r.url === '/authentication/oauth/token');
    expect(refresh?.method).toBe('POST');
    expect(refresh?.headers['refresh-token']).toBe('the-refresh');
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/user/settings',
      '/authentication/oauth/token',
      '/api/user/settings',
    ]);
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('stores the rotated refresh token and sends it from then on', async () => {
    const { client, session, server } = await setup(tokenServer(refreshed));
    await client.main.get('/user/profile');
    expect(session.setRefreshToken).toHaveBeenCalledExactlyOnceWith('rotated-refresh');
    expect(server.requests.at(-1)?.headers['refresh-token']).toBe('rotated-refresh');
  });

  it('runs one refresh for three parallel calls and retries all three', async () => {
    let expiredSent = 0;
    let answerRefresh: (() => void) | undefined;
    const { client, server, session } = await setup((req, res) => {
      if (req.url === '/authentication/oauth/token') {
        // Answer only once all three calls have been told their token expired.
        answerRefresh = () => setTimeout(() => refreshed(res), 50);
        if (expiredSent === 3) answerRefresh();
        return;
      }
      if (req.headers.authorization === 'Bearer new-access') {
        return sendJson(res, 200, { success: true, data: req.url });
      }
      sendJson(res, 401, expired);
      expiredSent += 1;
      if (expiredSent === 3) answerRefresh?.();
    });
    const results = await Promise.all([
      client.main.get('/a'),
      client.main.get('/b'),
      client.payment.get('/c'),
    ]);
    expect(results.map((r) => (r.data as { data: string }).data)).toEqual([
      '/api/a',
      '/api/b',
      '/payment/c',
    ]);
    expect(server.requests.filter((r) => r.url === '/authentication/oauth/token')).toHaveLength(1);
    expect(session.setAccessToken).toHaveBeenCalledTimes(1);
    const retries = server.requests.filter((r) => r.headers.authorization === 'Bearer new-access');
    expect(retries).toHaveLength(3);
  });

  it('rejects all three calls and logs out once when the refresh fails', async () => {
    const { client, server, onForcedLogout, session } = await setup(
      tokenServer((res) =>
        setTimeout(
          () =>
            sendJson(res, 401, {
              success: false,
              message: 'Refresh token was expired.',
              code: 'UNAUTHENTICATED',
            }),
          50,
        ),
      ),
    );
    const errors = await Promise.all(
      ['/a', '/b', '/c'].map((path) => rejection(client.main.get(path))),
    );
    expect(errors.map((e) => e.message)).toEqual(Array(3).fill('Refresh token was expired.'));
    expect(server.requests.filter((r) => r.url === '/authentication/oauth/token')).toHaveLength(1);
    expect(onForcedLogout).toHaveBeenCalledExactlyOnceWith('Refresh token was expired.');
    expect(session.setAccessToken).not.toHaveBeenCalled();
  });

  it("rejects with 'Request failed with status code N' when the refresh fails without a message", async () => {
    const { client, onForcedLogout } = await setup(tokenServer((res) => res.writeHead(500).end()));
    const error = await rejection(client.main.get('/user/profile'));
    expect(error.message).toBe('Request failed with status code 500');
    expect(onForcedLogout).toHaveBeenCalledExactlyOnceWith('Request failed with status code 500');
  });

  it('keeps the session when nothing answered the refresh, and rejects the call', async () => {
    const { client, onForcedLogout, session } = await setup(
      tokenServer((res) => res.socket?.destroy()),
    );
    const error = await rejection(client.main.get('/user/profile'));
    expect(error.status).toBeUndefined();
    expect(onForcedLogout).not.toHaveBeenCalled();
    expect(session.setAccessToken).not.toHaveBeenCalled();
  });

  it('treats a refresh answer without a token as a failure', async () => {
    const { client, onForcedLogout } = await setup(
      tokenServer((res) => sendJson(res, 200, { success: false, message: 'No session.' })),
    );
    expect((await rejection(client.main.get('/x'))).message).toBe('No session.');
    expect(onForcedLogout).toHaveBeenCalledExactlyOnceWith('No session.');
  });

  it('logs out with the server message when the retried call is still expired', async () => {
    const { client, server, onForcedLogout } = await setup((req, res) =>
      req.url === '/authentication/oauth/token' ? refreshed(res) : sendJson(res, 401, expired),
    );
    const error = await rejection(client.main.get('/user/profile'));
    expect(error).toMatchObject({ message: 'Access token was expired.', code: 'TOKEN_EXPIRED' });
    expect(onForcedLogout).toHaveBeenCalledExactlyOnceWith('Access token was expired.');
    expect(server.requests).toHaveLength(3);
  });

  it('keeps the first logout reason when a call expires after its session has ended', async () => {
    const otherDevice = 'Your account is being used on another device.';
    const session = memorySession({ access: 'old-access', refresh: 'the-refresh' });
    let answerLateCall: (() => void) | undefined;
    // Like the app: a forced logout clears the session. Only then does the late call get its answer.
    const onForcedLogout = vi.fn<(message: string) => void>(() => {
      session.state.access = null;
      session.state.refresh = null;
      answerLateCall?.();
      answerLateCall = undefined;
    });
    const { client, server } = await setup(
      (req, res) => {
        if (req.url === '/authentication/oauth/token') {
          // As the API answers: the evicted session's token is refused, a missing one is required.
          return req.headers['refresh-token']
            ? sendJson(res, 403, { success: false, message: otherDevice, code: 'FORBIDDEN' })
            : sendJson(res, 401, {
                success: false,
                message: 'A refresh token is required.',
                code: 'UNAUTHENTICATED',
              });
        }
        if (req.url === '/api/late') answerLateCall = () => sendJson(res, 401, expired);
        else sendJson(res, 401, expired);
      },
      { session, onForcedLogout },
    );
    const [first, late] = await Promise.all([
      rejection(client.main.get('/first')),
      rejection(client.main.get('/late')),
    ]);
    expect(first.message).toBe(otherDevice);
    expect(late).toMatchObject({ message: 'Access token was expired.', code: 'TOKEN_EXPIRED' });
    expect(onForcedLogout).toHaveBeenCalledExactlyOnceWith(otherDevice);
    expect(server.requests.filter((r) => r.url === '/authentication/oauth/token')).toHaveLength(1);
  });

  it('retries without a second refresh when the token changed while the call was in flight', async () => {
    const session = memorySession({ access: 'old-access', refresh: 'the-refresh' });
    const { client, server } = await setup(
      (req, res) => {
        if (req.headers.authorization === 'Bearer new-access') {
          return sendJson(res, 200, { success: true, data: req.url });
        }
        // Another call's refresh stored a new token while this one was on its way.
        session.state.access = 'new-access';
        sendJson(res, 401, expired);
      },
      { session },
    );
    await expect(client.main.get('/user/profile')).resolves.toMatchObject({ status: 200 });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
  });
});
