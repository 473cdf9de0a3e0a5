import type { Language } from '@postradar/i18n';
import { decimalDigits, roundDigits, shiftDigits, type DecimalDigits } from './decimal-digits';

/*
 * Counts are written as `Intl.NumberFormat` writes them in en-US and vi-VN (format-count.test.ts
 * checks it against Intl), without asking Intl: a page's first `Intl.NumberFormat` makes the
 * browser load its number-formatting data, a long task in the middle of a research screen's
 * start (decision 0066).
 */

interface Separators {
  group: string;
  decimal: string;
}

const separators: Record<Language, Separators> = {
  en: { group: ',', decimal: '.' },
  vi: { group: '.', decimal: ',' },
};

/** The compact forms' units from thousands up (vi: nghìn, triệu, tỷ, nghìn tỷ, after a no-break space). */
const compactUnits: Record<Language, readonly string[]> = {
  en: ['K', 'M', 'B', 'T'],
  vi: ['\u00a0N', '\u00a0Tr', '\u00a0T', '\u00a0NT'],
};

/** Fraction digits kept: Intl's default for plain numbers, one for the compact forms and ratios. */
const exactPlaces = 3;
const shortPlaces = 1;

/** Digits grouped by thousands once the whole part has `minimumDigits` (compact forms: 5). */
function grouped(whole: string, group: string, minimumDigits = 4): string {
  if (whole.length < minimumDigits) return whole;
  return whole.replace(/\B(?=(\d{3})+$)/g, group);
}

function written(
  value: number,
  language: Language,
  write: (digits: DecimalDigits, marks: Separators) => string,
): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  return sign + write(decimalDigits(Math.abs(value)), separators[language]);
}

function plain({ whole, fraction }: DecimalDigits, marks: Separators, minimumGroup?: number) {
  const wholePart = grouped(whole, marks.group, minimumGroup);
  return fraction ? `${wholePart}${marks.decimal}${fraction}` : wholePart;
}

/** 17,565 (English) or 17.565 (Vietnamese). */
export function formatNumber(value: number, language: Language): string {
  return written(value, language, (digits, marks) =>
    plain(roundDigits(digits, exactPlaces), marks),
  );
}

/**
 * 17.6K (English) or 17,6 N (Vietnamese): counts on cards. The unit is the largest of thousands,
 * millions, billions and trillions the count reaches, or the next one when rounding reaches a
 * thousand of it (999,950 is 1M, not 1000K).
 */
export function formatCompact(value: number, language: Language): string {
  const units = compactUnits[language];
  return written(value, language, (digits, marks) => {
    const scaledTo = (unit: number) => roundDigits(shiftDigits(digits, unit * 3), shortPlaces);
    let unit = Math.min(Math.floor((digits.whole.length - 1) / 3), units.length);
    let scaled = scaledTo(unit);
    if (scaled.whole.length > 3 && unit < units.length) {
      unit += 1;
      scaled = scaledTo(unit);
    }
    return plain(scaled, marks, 5) + (unit > 0 ? units[unit - 1] : '');
  });
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
  return written(value, language, (digits, marks) =>
    plain(roundDigits(digits, shortPlaces), marks),
  );
}
