import type { MediaType, PostKind, SearchMode } from '@postradar/contracts';
import { foldText, foldWords } from './fold-text';
import type { ParsedQuery } from './parse-query';

/**
 * What the database's statistics (ANALYZE, `pg_stats`) say about posts: the share of posts holding
 * each common word and tag, and of each kind and media type. Words and tags not listed are rarer
 * than the floor, the least frequent one listed.
 */
export interface CorpusStatistics {
  posts: number;
  /** Pages of the posts table: posts / heapPages rows to a page, for scans bounded in pages. */
  heapPages: number;
  words: ReadonlyMap<string, number>;
  wordFloor: number;
  tags: ReadonlyMap<string, number>;
  tagFloor: number;
  kinds: ReadonlyMap<string, number>;
  mediaTypes: ReadonlyMap<string, number>;
}

/** The parts of a search the estimate looks at (a subset of PostSearchFilters). */
export interface EstimatedSearch {
  query: ParsedQuery;
  mode: SearchMode;
  kind?: PostKind;
  mediaTypes?: readonly MediaType[];
  createdFrom?: Date;
  createdTo?: Date;
  reactions?: { min?: number; max?: number };
  shares?: { min?: number; max?: number };
  comments?: { min?: number; max?: number };
  exclude?: readonly string[];
  /** A user's ignored posts, pages and domains (any of them may take matches away). */
  ignored?: object;
}

/** A bound on a count or date is guessed to keep half of the posts: no histogram is consulted. */
const RANGE_BOUND_SHARE = 0.5;

function listedOr(shares: ReadonlyMap<string, number>, key: string, floor: number): number {
  // Below the floor: anything from 0 to the floor; half of it is the usual middle guess.
  return shares.get(key) ?? floor / 2;
}

/** A word, or every word of a phrase: no more common than its rarest word. */
function termShare(text: string, statistics: CorpusStatistics): number | undefined {
  const words = foldWords(text);
  if (words.length === 0) return undefined;
  return Math.min(...words.map((word) => listedOr(statistics.words, word, statistics.wordFloor)));
}

function wordsShare(search: EstimatedSearch, statistics: CorpusStatistics): number | undefined {
  const terms = search.query.terms.map((term) => term.text);
  if (terms.length === 0) return undefined;
  if (search.mode === 'exact') return termShare(terms.join(' '), statistics);
  const shares = terms.flatMap((text) => termShare(text, statistics) ?? []);
  if (shares.length === 0) return undefined;
  if (search.mode === 'any')
    return Math.min(
      1,
      shares.reduce((sum, share) => sum + share, 0),
    );
  // all and order: no more common than the rarest term (words of one niche come together).
  return Math.min(...shares);
}

function tagsShare(search: EstimatedSearch, statistics: CorpusStatistics): number | undefined {
  if (search.query.tags.length === 0) return undefined;
  const shares = search.query.tags.map((tag) =>
    listedOr(statistics.tags, foldText(tag), statistics.tagFloor),
  );
  return Math.min(
    1,
    shares.reduce((sum, share) => sum + share, 0),
  );
}

function boundsCount(...ranges: ({ min?: number; max?: number } | undefined)[]): number {
  return ranges.reduce(
    (count, range) =>
      count + (range?.min !== undefined ? 1 : 0) + (range?.max !== undefined ? 1 : 0),
    0,
  );
}

/**
 * The estimated share of posts a word or tag search matches, from the corpus statistics, or
 * undefined when the search has neither words nor tags, names pages or sites (their own indexes
 * find them), or the statistics are missing. An upper-bound style estimate: the search strategy
 * built on it checks its guess with a bounded scan and falls back when the guess was too high.
 */
export function estimateSelectivity(
  search: EstimatedSearch,
  statistics: CorpusStatistics | undefined,
): number | undefined {
  if (!statistics || statistics.posts === 0) return undefined;
  if (search.query.pages.length > 0 || search.query.sites.length > 0) return undefined;
  const words = wordsShare(search, statistics);
  const tags = tagsShare(search, statistics);
  if (words === undefined && tags === undefined) return undefined;
  let share = Math.min(words ?? 1, tags ?? 1);
  if (search.kind) share *= statistics.kinds.get(search.kind) ?? 0;
  if (search.mediaTypes && search.mediaTypes.length > 0) {
    share *= Math.min(
      1,
      search.mediaTypes.reduce((sum, type) => sum + (statistics.mediaTypes.get(type) ?? 0), 0),
    );
  }
  const dateBounds = (search.createdFrom ? 1 : 0) + (search.createdTo ? 1 : 0);
  share *=
    RANGE_BOUND_SHARE **
    (dateBounds + boundsCount(search.reactions, search.shares, search.comments));
  return share;
}

/**
 * How far below the statistics' share a word's true share would have to lie for a lower bound
 * taken from them to be wrong: ANALYZE samples 30,000 rows, so a word it finds in 1% of them is
 * in far more than 0.1% of posts.
 */
export const STATISTICS_MARGIN = 10;

function singleWord(text: string): string | undefined {
  const words = foldWords(text);
  return words.length === 1 ? words[0] : undefined;
}

/**
 * A lower bound on the number of matches the statistics alone guarantee (with STATISTICS_MARGIN),
 * or 0. Only for searches whose matches include every post holding one listed word or tag: one
 * word (any mode), `any` of words, or tags alone, with no filter, exclusion or ignored item that
 * could take matches away.
 */
export function guaranteedMatches(
  search: EstimatedSearch,
  statistics: CorpusStatistics | undefined,
): number {
  if (!statistics) return 0;
  const { query } = search;
  const filtered =
    search.kind !== undefined ||
    (search.mediaTypes?.length ?? 0) > 0 ||
    search.createdFrom !== undefined ||
    search.createdTo !== undefined ||
    boundsCount(search.reactions, search.shares, search.comments) > 0 ||
    (search.exclude?.length ?? 0) > 0 ||
    search.ignored !== undefined ||
    query.pages.length > 0 ||
    query.sites.length > 0;
  if (filtered) return 0;
  const hasWords = query.terms.length > 0;
  if (hasWords && query.tags.length > 0) return 0;
  let listed: number[];
  if (hasWords) {
    const words = query.terms.map((term) => singleWord(term.text));
    if (search.mode !== 'any' && words.length > 1) return 0;
    listed = words.flatMap((word) => (word ? (statistics.words.get(word) ?? []) : []));
  } else {
    listed = query.tags.flatMap((tag) => statistics.tags.get(foldText(tag)) ?? []);
  }
  if (listed.length === 0) return 0;
  return Math.floor((Math.max(...listed) * statistics.posts) / STATISTICS_MARGIN);
}
