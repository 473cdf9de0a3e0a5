/** The affiliate codes the server accepts (letters, digits, '-' and '_', at most 64 characters). */
const affiliateCodePattern = /^[A-Za-z0-9_-]{1,64}$/;

/** A trimmed affiliate code, or null when `raw` is missing or could not be a code. */
export function toAffiliateCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return affiliateCodePattern.test(code) ? code : null;
}
