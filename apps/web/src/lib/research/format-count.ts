import type { Language } from '@postradar/i18n';

const locales: Record<Language, string> = { en: 'en-US', vi: 'vi-VN' };

type FormatStyle = 'exact' | 'compact' | 'ratio';

const styleOptions: Record<FormatStyle, Intl.NumberFormatOptions> = {
  exact: {},
  compact: { notation: 'compact', maximumFractionDigits: 1 },
  ratio: { maximumFractionDigits: 1 },
};

/**
 * One formatter per language and style: building an `Intl.NumberFormat` costs far more than
 * formatting with it, and a page of results formats hundreds of counts.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, style: FormatStyle): Intl.NumberFormat {
  const key = `${language}:${style}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locales[language], styleOptions[style]);
    formatters.set(key, cached);
  }
  return cached;
}

/** Builds the formatters the result cards use in `language` ahead of the first cards. */
export function prepareNumberFormats(language: Language): void {
  formatter(language, 'exact');
  formatter(language, 'compact');
}

/** 17,565 (English) or 17.565 (Vietnamese). */
export function formatNumber(value: number, language: Language): string {
  return formatter(language, 'exact').format(value);
}

/** 17.6K (English) or 17,6 N (Vietnamese): counts on cards. */
export function formatCompact(value: number, language: Language): string {
  return formatter(language, 'compact').format(value);
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
  return formatter(language, 'ratio').format(value);
}
