import type { Language } from '@postradar/i18n';

const locales: Record<Language, string> = { en: 'en-US', vi: 'vi-VN' };

/** 17,565 (English) or 17.565 (Vietnamese). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

/** 17.6K (English) or 17,6 N (Vietnamese): counts on cards. */
export function formatCompact(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * The size of a result list: the exact count, or, when the API stopped counting (`totalCapped`),
 * the count it reached followed by '+' ("1,000+", "1.000+"): never a wrong exact number
 * (docs/product.md, pager and counts).
 */
export function formatTotal(total: number, isCapped: boolean, language: Language): string {
  return `${formatNumber(total, language)}${isCapped ? '+' : ''}`;
}

/** 3.3 (English) or 3,3 (Vietnamese): spike scores. */
export function formatRatio(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { maximumFractionDigits: 1 }).format(value);
}
