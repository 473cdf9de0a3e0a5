import { authCalls, callPath } from '@postradar/contracts';

export interface SignInLinkOptions {
  /** The referrer's code; rides along as JSON in `affiliate` (docs/product.md, Referral codes). */
  affiliateCode?: string | null;
  /** This browser's device id (`postradar.uid`): signing in again replaces its own session. */
  deviceId?: string | null;
}

/**
 * The sign-in button sends the browser to /auth/google on the passport service,
 * e.g. `/passport/auth/google?affiliate=%7B%22code%22%3A%22ANNA10%22%7D&device=3f9a…` for the
 * affiliate code ANNA10 (`{"code":"ANNA10"}`) on device 3f9a….
 */
export function buildGoogleSignInUrl({ affiliateCode, deviceId }: SignInLinkOptions = {}): string {
  const base = callPath(authCalls.startSignIn);
  const query = new URLSearchParams();
  const code = affiliateCode?.trim();
  if (code) query.set('affiliate', JSON.stringify({ code }));
  const device = deviceId?.trim();
  if (device) query.set('device', device);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
