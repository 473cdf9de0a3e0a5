import type { Language } from '@postradar/i18n';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCompact, formatNumber, formatRatio, formatTotal } from './format-count';

const locales: Record<Language, string> = { en: 'en-US', vi: 'vi-VN' };
const languages: Language[] = ['en', 'vi'];

/** What the browser's own formatter writes: the reference these functions must match. */
const intl = {
  exact: (language: Language) => new Intl.NumberFormat(locales[language]),
  compact: (language: Language) =>
    new Intl.NumberFormat(locales[language], { notation: 'compact', maximumFractionDigits: 1 }),
  ratio: (language: Language) =>
    new Intl.NumberFormat(locales[language], { maximumFractionDigits: 1 }),
};

const formats = [
  ['formatNumber', formatNumber, intl.exact],
  ['formatCompact', formatCompact, intl.compact],
  ['formatRatio', formatRatio, intl.ratio],
] as const;

/** Counts of every size, numbers with a few decimals (halves included), and the edges. */
const numbers = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc
    .integer({ min: 0, max: 16 })
    .chain((digits) =>
      fc.integer({ min: 0, max: 10 ** digits }).map((value) => value * (digits > 0 ? 1 : -1)),
    ),
  fc
    .integer({ min: 0, max: 9 })
    .chain((digits) =>
      fc.bigInt({ min: 0n, max: 10n ** 12n }).map((value) => Number(value) / 10 ** digits),
    ),
  fc.integer({ min: 1, max: 15 }).map((digits) => 10 ** digits - 50),
  fc.integer({ min: 1, max: 15 }).map((digits) => 10 ** digits * 0.99995),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -0, 0.05, 2.05, 1.0005, 999.95, 999_950, 1e21, 1e-7),
);

describe.each(formats)('%s', (_name, format, reference) => {
  it.each(languages)('writes every number as Intl.NumberFormat does in %s', (language) => {
    const expected = reference(language);
    fc.assert(
      fc.property(numbers, (value) => {
        expect(format(value, language)).toBe(expected.format(value));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the counts on cards and lists', () => {
  it('writes counts in each language', () => {
    expect(formatNumber(17_565, 'en')).toBe('17,565');
    expect(formatNumber(17_565, 'vi')).toBe('17.565');
    expect(formatCompact(17_565, 'en')).toBe('17.6K');
    expect(formatCompact(17_565, 'vi')).toBe('17,6\u00a0N');
    expect(formatCompact(2_450_000, 'vi')).toBe('2,5\u00a0Tr');
    expect(formatRatio(3.25, 'vi')).toBe('3,3');
  });

  it('moves to the next unit when rounding reaches a thousand', () => {
    expect(formatCompact(999_949, 'en')).toBe('999.9K');
    expect(formatCompact(999_950, 'en')).toBe('1M');
    expect(formatCompact(999.96, 'en')).toBe('1K');
  });

  it('writes a capped total with a plus', () => {
    expect(formatTotal(1000, true, 'en')).toBe('1,000+');
    expect(formatTotal(1000, true, 'vi')).toBe('1.000+');
    expect(formatTotal(12, false, 'en')).toBe('12');
  });
});
