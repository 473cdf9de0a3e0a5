/**
 * A redirect target is followed only when it is a path on this site: '/a/posts?q=1#top' is kept,
 * 'https://evil.example' and '//evil.example' are not. When the target starts with this site's own
 * origin (SPEC section 2, the configured base URL), that prefix is stripped first.
 */
export function toSafeRedirect(
  target: string | null | undefined,
  origin: string,
  fallback: string,
): string {
  if (!target) return fallback;
  let path = target.trim();
  if (origin && path.startsWith(origin)) path = path.slice(origin.length) || '/';
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
