/**
 * The sign-in link carries the affiliate code as JSON: either a JSON string
 * ("abc123") or an object ({"code":"abc123"}). Anything else is ignored.
 */
export function readAffiliateParam(raw: string | undefined): string | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const code = typeof value === 'string' ? value : (value as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(code) ? code : null;
}
