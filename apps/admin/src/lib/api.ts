import { createApiClient, type ApiClient } from '@postradar/api-client';
import { adminSession } from './session/admin-session';

type ForcedLogoutHandler = (message: string) => void;
let forcedLogoutHandler: ForcedLogoutHandler | null = null;

/** The session provider registers its logout here; the client calls it when the session is over. */
export function setForcedLogoutHandler(handler: ForcedLogoutHandler | null): void {
  forcedLogoutHandler = handler;
}

/**
 * The admin site's API client. The API serves the site under /admin on its own origin, and in
 * development Vite forwards the API paths to it, so the same-origin 'production' URLs fit both.
 * An expired access token is refreshed at /authentication/oauth/token with the admin session's
 * refresh token; a failed refresh or a 403 ends the admin session.
 */
export const api: ApiClient = createApiClient({
  environment: 'production',
  session: adminSession,
  // <html lang> follows the interface language (lib/i18n.ts).
  getLanguage: () => document.documentElement.lang || adminSession.getLanguage() || 'en',
  onForcedLogout: (message) => forcedLogoutHandler?.(message),
});
