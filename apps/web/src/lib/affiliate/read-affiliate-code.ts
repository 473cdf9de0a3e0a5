import { toAffiliateCode } from './to-affiliate-code';

/**
 * Where an affiliate code arrives in an address (docs/product.md, Referral codes): `?ref=` on a
 * referral link to any page, `?affiliate=` on the sign-in screen. `ref` wins when both are there.
 */
export const affiliateParams = ['ref', 'affiliate'] as const;

/** The affiliate code in a query string ('?ref=ANNA10'), or null without a valid one. */
export function readAffiliateCode(search: string): string | null {
  const query = new URLSearchParams(search);
  for (const param of affiliateParams) {
    const code = toAffiliateCode(query.get(param));
    if (code) return code;
  }
  return null;
}
