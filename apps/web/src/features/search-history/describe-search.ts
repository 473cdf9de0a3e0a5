import { mediaTypes, postKinds, postSorts, searchModes } from '@postradar/contracts';
import { formatShortDate, isValidDate, type Language } from '@postradar/i18n';
import type { TFunction } from 'i18next';
import { countryName, languageName } from '../../lib/personalization/audience-names';
import { formatNumber } from '../../lib/research/format-count';
import { rangeFields } from '../../lib/research/search-form-values';

const rangeLabels = {
  reactionsMin: 'reactions',
  sharesMin: 'shares',
  commentsMin: 'comments',
  adSetsMin: 'adSets',
} as const;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

function formatDay(value: string, language: Language): string {
  return isValidDate(value) ? formatShortDate(value, language) : value;
}

/** The items of a comma-separated parameter, named by `name`. */
function listOf(value: string, name: (item: string) => string): string {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map(name)
    .join(', ');
}

function formatBound(value: string, language: Language): string {
  const number = Number(value);
  return Number.isFinite(number) && value.trim() !== '' ? formatNumber(number, language) : value;
}

/**
 * The parameters of a stored search in words, with the labels of the search form: the words,
 * the match mode, the excluded words, posts or ads, the post types, the niches, languages and
 * countries (named in the interface's language), the created time, the ranges, the sort. A value the app does not know is shown as it is.
 */
export function describeSearch(
  params: Readonly<Record<string, string>>,
  t: TFunction,
  language: Language,
): string[] {
  const parts: string[] = [];
  const { q, mode, exclude, kind, type, niches, languages, countries } = params;
  const { createdFrom, createdTo, sort } = params;
  if (q) parts.push(t('searchHistory.summary.words', { words: q }));
  if (mode && mode !== 'all') {
    parts.push(isOneOf(searchModes, mode) ? t(`research.search.modes.${mode}`) : mode);
  }
  if (exclude) parts.push(t('searchHistory.summary.exclude', { words: exclude }));
  if (kind) parts.push(isOneOf(postKinds, kind) ? t(`research.filters.kinds.${kind}`) : kind);
  if (type) {
    parts.push(
      listOf(type, (item) => (isOneOf(mediaTypes, item) ? t(`research.mediaTypes.${item}`) : item)),
    );
  }
  if (niches) parts.push(t('searchHistory.summary.niches', { list: listOf(niches, (n) => n) }));
  if (languages) {
    const list = listOf(languages, (code) => languageName(code, language));
    parts.push(t('searchHistory.summary.languages', { list }));
  }
  if (countries) {
    const list = listOf(countries, (code) => countryName(code, language));
    parts.push(t('searchHistory.summary.countries', { list }));
  }
  const from = createdFrom && formatDay(createdFrom, language);
  const to = createdTo && formatDay(createdTo, language);
  if (from && to) parts.push(t('searchHistory.summary.createdBetween', { from, to }));
  else if (from) parts.push(t('searchHistory.summary.createdFrom', { from }));
  else if (to) parts.push(t('searchHistory.summary.createdTo', { to }));
  for (const [minName, maxName] of rangeFields) {
    const field = t(`research.filters.${rangeLabels[minName]}`);
    const min = params[minName] && formatBound(params[minName], language);
    const max = params[maxName] && formatBound(params[maxName], language);
    if (min && max) parts.push(t('searchHistory.summary.rangeBetween', { field, min, max }));
    else if (min) parts.push(t('searchHistory.summary.rangeMin', { field, min }));
    else if (max) parts.push(t('searchHistory.summary.rangeMax', { field, max }));
  }
  if (sort) {
    const name = isOneOf(postSorts, sort) ? t(`research.sorts.names.${sort}`) : sort;
    parts.push(t('searchHistory.summary.sort', { sort: name }));
  }
  return parts;
}
