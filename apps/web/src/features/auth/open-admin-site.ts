import { authCalls } from '@postradar/contracts';
import { api } from '../../lib/api';
import { browserLocation } from '../../lib/browser-location';

/**
 * The admin hand-off: asks the auth service for a single-use hand-over code and sends the browser
 * to the admin site's /auth/{code} (the address comes back with it, built from baseAdminUrl).
 */
export async function openAdminSite(): Promise<void> {
  const { url } = await api.call(authCalls.adminHandoff);
  browserLocation.assign(url);
}
