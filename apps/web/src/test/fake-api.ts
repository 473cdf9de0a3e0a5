import { services } from '@postradar/api-client';
import { api } from '../lib/api';
import { session } from '../lib/session/session-storage';

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

/**
 * Answers the calls every signed-in screen makes by itself (the heartbeat with the stored roles
 * and scopes, the sessions list with this device) and refuses any other at once, so that unit
 * tests never reach for a network. Tests replace single calls with `vi.spyOn(api.main, 'get')`.
 */
const fakeFetch: typeof fetch = (input, init) => {
  const { pathname } = new URL(String(input), 'http://app');
  if (pathname === '/authentication/heartbeat') {
    const user = session.getUser();
    return Promise.resolve(
      Response.json({
        success: true,
        data: { roles: user?.roles ?? [], scopes: user?.scopes ?? [] },
      }),
    );
  }
  if (pathname === '/api/user/sessions') {
    return Promise.resolve(Response.json({ success: true, data: [currentSession] }));
  }
  return Promise.reject(new Error(`No API in unit tests: ${init?.method ?? 'GET'} ${pathname}`));
};

/** Puts the fake fetch under every service of the app's API client. */
export function installFakeApi(): void {
  for (const service of services) api[service].defaults.fetch = fakeFetch;
}
