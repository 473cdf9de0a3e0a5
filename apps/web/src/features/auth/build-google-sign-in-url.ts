import { routePrefixes } from '@postradar/contracts';

/**
 * SPEC section 2: the sign-in button sends the browser to /auth/google on the passport service.
 * An affiliate code rides along as JSON in the `affiliate` query parameter, e.g.
 * `/passport/auth/google?affiliate=%7B%22code%22%3A%22ANNA10%22%7D` for `{"code":"ANNA10"}`.
 */
export function buildGoogleSignInUrl(affiliateCode?: string | null): string {
  const base = `${routePrefixes.passport}/auth/google`;
  const code = affiliateCode?.trim();
  if (!code) return base;
  return `${base}?${new URLSearchParams({ affiliate: JSON.stringify({ code }) }).toString()}`;
}
