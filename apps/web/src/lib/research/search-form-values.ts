import type { SearchParams } from './search-params';

/** The number ranges of the filters, by their parameter names. */
export const rangeFields = [
  ['reactionsMin', 'reactionsMax'],
  ['sharesMin', 'sharesMax'],
  ['commentsMin', 'commentsMax'],
  ['adSetsMin', 'adSetsMax'],
] as const;
export type RangeField = (typeof rangeFields)[number][number];

/**
 * What the search form edits: the words, the mode, the exclusions and the filters. Text stays as
 * typed (the API folds it), so a search read from the address is written back unchanged. Sort,
 * per-page and page are not in the form: the results toolbar and the pager change them directly.
 */
export interface SearchFormValues {
  q: string;
  mode: string;
  exclude: string;
  /** '' shows posts and ads. */
  kind: string;
  type: string[];
  createdFrom: string;
  createdTo: string;
  reactionsMin: string;
  reactionsMax: string;
  sharesMin: string;
  sharesMax: string;
  commentsMin: string;
  commentsMax: string;
  /** Running ad sets: only where the search keeps ads alone (adSetsShown). */
  adSetsMin: string;
  adSetsMax: string;
  /** The audience: niches (as typed), language codes and country codes, each a list. */
  niches: string[];
  languages: string[];
  countries: string[];
}

/** The fields holding a list, written to the address comma-separated. */
type ListField = 'type' | 'niches' | 'languages' | 'countries';

/** The parameters the form does not edit, kept from the current search. */
const keptParams = ['sort', 'perPage'] as const;

/** A list as the form holds it: 'photo, video,photo' is ['photo', 'video']. */
function splitList(value: string | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

export function toFormValues(params: SearchParams): SearchFormValues {
  return {
    q: params.q ?? '',
    mode: params.mode ?? 'all',
    exclude: params.exclude ?? '',
    kind: params.kind ?? '',
    type: splitList(params.type),
    createdFrom: params.createdFrom ?? '',
    createdTo: params.createdTo ?? '',
    reactionsMin: params.reactionsMin ?? '',
    reactionsMax: params.reactionsMax ?? '',
    sharesMin: params.sharesMin ?? '',
    sharesMax: params.sharesMax ?? '',
    commentsMin: params.commentsMin ?? '',
    commentsMax: params.commentsMax ?? '',
    adSetsMin: params.adSetsMin ?? '',
    adSetsMax: params.adSetsMax ?? '',
    niches: splitList(params.niches),
    languages: splitList(params.languages),
    countries: splitList(params.countries),
  };
}

/**
 * The search the form describes, on its first page, keeping the sort and page size of `current`.
 * Empty fields are left out.
 */
export function toSearchParams(values: SearchFormValues, current: SearchParams = {}): SearchParams {
  const params: SearchParams = {};
  for (const name of keptParams) {
    if (current[name]) params[name] = current[name];
  }
  const { type, niches, languages, countries, ...texts } = values;
  const lists: Record<ListField, string[]> = { type, niches, languages, countries };
  for (const [name, value] of Object.entries(texts) as [keyof typeof texts, string][]) {
    if (value !== '') params[name] = value;
  }
  for (const [name, list] of Object.entries(lists) as [ListField, string[]][]) {
    if (list.length > 0) params[name] = list.join(',');
  }
  return params;
}

/** The empty form: every filter cleared, the mode back to all words. */
export const emptyFormValues: SearchFormValues = toFormValues({});
