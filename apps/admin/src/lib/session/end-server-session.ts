import { authCalls } from '@postradar/contracts';
import { api } from '../api';

/**
 * Ends the admin session on the server (POST /authentication/logout). The tokens are passed
 * explicitly because the local session is cleared right after; a failure never blocks the
 * sign-out: the server also ends the session when its refresh token expires.
 */
export function endServerSession(accessToken: string | null, refreshToken: string | null): void {
  if (!accessToken && !refreshToken) return;
  const headers: Record<string, string> = {};
  if (refreshToken) headers['refresh-token'] = refreshToken;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  api.call(authCalls.logout, { headers }).catch((error: unknown) => {
    console.warn('[admin-session] the server session could not be ended', error);
  });
}
