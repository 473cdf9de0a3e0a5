/**
 * The link an affiliate shares: the app's home page with `?ref=CODE`, which the app remembers
 * until the visitor signs in (docs/product.md, Referral codes; read by readAffiliateCode).
 */
export function affiliateLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}
