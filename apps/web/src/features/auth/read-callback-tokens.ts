import type { SessionTokens } from '../../lib/session/session-storage';

/**
 * The sign-in callback carries the tokens in the address fragment (never sent to any server):
 * `/oauth-callback#access_token=…&refresh_token=…`. Returns null when either is missing.
 */
export function readCallbackTokens(hash: string): SessionTokens | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const accessToken = params.get('access_token')?.trim();
  const refreshToken = params.get('refresh_token')?.trim();
  if (!accessToken || !refreshToken) return null;
  return { accessToken, refreshToken };
}
