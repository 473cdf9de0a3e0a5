import { authCalls } from '@postradar/contracts';
import { api } from '../api';

/**
 * Tells the auth service to end this device's session (POST /authentication/logout). The tokens
 * are passed explicitly because the local session is cleared right after; the call never fails
 * the sign-out: the server also ends the session when its refresh token expires.
 */
export function endServerSession(accessToken: string | null, refreshToken: string | null): void {
  if (!accessToken && !refreshToken) return;
  const headers: Record<string, string> = {};
  if (refreshToken) headers['refresh-token'] = refreshToken;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  api.call(authCalls.logout, { headers }).catch((error: unknown) => {
    console.warn('[auth] the server session could not be ended', error);
  });
}
