import { adminCalls } from '@postradar/contracts';
import { api } from '../../lib/api';
import type { AdminLogin } from '../../lib/session/staff-member';

/** One exchange per code for the life of the page: a code works only once. */
const exchanges = new Map<string, Promise<AdminLogin>>();

/**
 * Trades a hand-off code for an admin session (POST /admin-api/auth/exchange). A second call
 * with the same code (React StrictMode runs effects twice, a remount, a double click) gets the
 * first call's promise instead of spending the code again and failing.
 */
export function exchangeAdminCode(code: string): Promise<AdminLogin> {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = api.call(adminCalls.exchangeCode, { body: { code } }).then((data) => ({
      accessToken: data.access_token,
      refreshToken: data.refresh_token,
      user: data.user,
    }));
    exchanges.set(code, exchange);
  }
  return exchange;
}
