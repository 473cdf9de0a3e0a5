import { services, type ApiClient } from '@postradar/api-client';
import { api } from '../lib/api';
import { session } from '../lib/session/session-storage';

type Adapter = Extract<ApiClient['main']['defaults']['adapter'], (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

/** A session of this browser, as GET /api/user/sessions lists it. */
export const currentSession = {
  id: '7c0e9a52-1b1f-4d3c-9d0a-2f4b6c8e0a11',
  deviceId: 'device-1',
  browser: 'Chrome 140',
  os: 'Linux',
  ipAddress: '127.0.0.1',
  createdAt: '2026-01-01T08:00:00.000Z',
  lastSeenAt: new Date().toISOString(),
  isCurrent: true,
};

function respond(config: RequestConfig, data: unknown) {
  return { data, status: 200, statusText: 'OK', headers: {}, config };
}

/**
 * Answers the calls every signed-in screen makes by itself (the heartbeat with the stored roles
 * and scopes, the sessions list with this device) and refuses any other at once, so that unit
 * tests never reach for a network. Tests replace single calls with `vi.spyOn(api.main, 'get')`.
 */
const fakeAdapter: Adapter = (config) => {
  const url = `${config.baseURL ?? ''}${config.url ?? ''}`;
  if (url === '/authentication/heartbeat') {
    const user = session.getUser();
    return Promise.resolve(
      respond(config, {
        success: true,
        data: { roles: user?.roles ?? [], scopes: user?.scopes ?? [] },
      }),
    );
  }
  if (url === '/api/user/sessions') {
    return Promise.resolve(respond(config, { success: true, data: [currentSession] }));
  }
  return Promise.reject(
    new Error(`No API in unit tests: ${config.method?.toUpperCase() ?? 'GET'} ${url}`),
  );
};

/** Puts the fake adapter under every service of the app's API client. */
export function installFakeApi(): void {
  for (const service of services) api[service].defaults.adapter = fakeAdapter;
}
