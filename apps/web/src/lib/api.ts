import { createApiClient, type ApiClient } from '@postradar/api-client';
import { session } from './session/session-storage';

type ForcedLogoutHandler = (message: string) => void;
let forcedLogoutHandler: ForcedLogoutHandler | null = null;

/** The auth provider registers its logout here; the client calls it when the session is over. */
export function setForcedLogoutHandler(handler: ForcedLogoutHandler | null): void {
  forcedLogoutHandler = handler;
}

/** What the client calls on a failed refresh, a 403 or a repeated expiry. */
export function notifyForcedLogout(message: string): void {
  forcedLogoutHandler?.(message);
}

/**
 * The app's API client. The browser always talks to its own origin: in production the API serves
 * the app, in development Vite forwards the API paths to it (vite.config.ts), so the 'production'
 * base URLs (relative prefixes) fit both.
 */
export const api: ApiClient = createApiClient({
  environment: 'production',
  session: {
    getAccessToken: session.getAccessToken,
    getRefreshToken: session.getRefreshToken,
    getDeviceId: session.getDeviceId,
    setAccessToken: session.setAccessToken,
    setRefreshToken: session.setRefreshToken,
  },
  // <html lang> follows the interface language (lib/i18n.ts).
  getLanguage: () => document.documentElement.lang || session.getLanguage() || 'en',
  onForcedLogout: notifyForcedLogout,
});
