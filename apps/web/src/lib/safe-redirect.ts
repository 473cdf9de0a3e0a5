/** Control characters (tab, newline, NUL, DEL…) and invisible format characters (zero-width, bidi). */
const invisibleCharacters = /[\p{Cc}\p{Cf}]/gu;

/**
 * A redirect target is followed only when it leads to a page of this site: '/a/posts?q=1#top' and
 * this site's own absolute URLs (whose origin is then stripped, as the configured base URL is) are
 * kept, as a path; anything that leaves the site gives `fallback` (decision 0039).
 *
 * The target is read as the browser would read it: browsers drop tabs and newlines anywhere in an
 * address and trim what surrounds it, so '/\t/evil.example' is '//evil.example', another host.
 * Invisible characters are removed and the rest is resolved against `origin` by the URL parser,
 * which also reads backslashes as slashes and knows every scheme; only then is the origin compared.
 */
export function toSafeRedirect(
  target: string | null | undefined,
  origin: string,
  fallback: string,
): string {
  const cleaned = target?.replace(invisibleCharacters, '').trim();
  const url = cleaned ? resolveOnSite(cleaned, origin) : null;
  // A path that starts with '//' ('/.//evil.example' resolves to one) is read as another host.
  if (!url || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function resolveOnSite(target: string, origin: string): URL | null {
  try {
    const site = new URL(origin);
    const url = new URL(target, site);
    return url.origin === site.origin ? url : null;
  } catch {
    return null;
  }
}
