import type { Language } from '@postradar/i18n';

/** The number format of each language, for amounts written its way. */
const languageLocales: Record<Language, string> = { en: 'en-US', vi: 'vi-VN' };

interface FormatPriceOptions {
  /** Drops zero cents ("$59"). */
  compact?: boolean;
  /** Writes the amount the language's way ("1.234,50 $" in Vietnamese) rather than the currency's. */
  language?: Language;
}

/**
 * A price in its currency with its cents ("$59.00"; dong has none: "1.500.000 ₫"). `compact`
 * drops zero cents, as plans and bills show prices ("$59"). Dollar prices read the same in both
 * languages, as sellers see them on every payment page; an account's own amounts (referral
 * earnings) may be written in the user's `language`.
 */
export function formatPrice(
  amount: number,
  currency: string,
  { compact = false, language }: FormatPriceOptions = {},
): string {
  const code = currency.toUpperCase();
  const isWhole = compact && Number.isInteger(amount);
  const locale = language ? languageLocales[language] : code === 'VND' ? 'vi-VN' : 'en-US';
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
    ...(isWhole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}
