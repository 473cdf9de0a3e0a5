import type { MediaType, PostKind, SearchMode } from '@postradar/contracts';
import { searchableNiches } from './audience';
import { foldText, foldWords } from './fold-text';
import type { ParsedQuery } from './parse-query';
import type { ValueShare } from './sort-distribution';

/**
 * What the database's statistics (ANALYZE, `pg_stats`) say about posts: the share of posts holding
 * each common word and tag, and of each kind, media type, language and country. Those not listed
 * are rarer than their floor: the least frequent one listed (for languages and countries, or what
 * the listed ones leave, when less).
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
  /** None listed: the column was never analysed, and a filter on it narrows no estimate. */
  languages: ReadonlyMap<string, number>;
  languageFloor: number;
  countries: ReadonlyMap<string, number>;
  countryFloor: number;
  /**
   * The common pairs of a language and a country together (`languageCountry`), from the
   * extended statistics `posts_language_country` (migration 0019): a country's posts are mostly
   * in its own languages, which the shares of each alone cannot tell.
   */
  languageCountries: ReadonlyMap<string, number>;
  languageCountryFloor: number;
  /** Per column, how closely its order follows the table's physical order (-1 to 1). */
  correlations: ReadonlyMap<string, number>;
  /** Per column with a histogram, its values highest first with the share of posts at or above. */
  valueShares: ReadonlyMap<string, readonly ValueShare[]>;
}

/** The parts of a search the estimate looks at (a subset of PostSearchFilters). */
export interface EstimatedSearch {
  query: ParsedQuery;
  mode: SearchMode;
  kind?: PostKind;
  mediaTypes?: readonly MediaType[];
  /** Niches: tags, one of which a post must hold (besides one of the `tag:` values). */
  niches?: readonly string[];
  /** Language tags in their usual case (`languageTag`). */
  languages?: readonly string[];
  /** Two-letter country codes, upper-case. */
  countries?: readonly string[];
  createdFrom?: Date;
  createdTo?: Date;
  firstSeenAfter?: Date;
  reactions?: { min?: number; max?: number };
  shares?: { min?: number; max?: number };
  comments?: { min?: number; max?: number };
  /** Running ad sets: a bound keeps ads alone. */
  adSets?: { min?: number; max?: number };
  exclude?: readonly string[];
  /** A user's ignored posts, pages and domains: they take at most `postsAtMost` matches away. */
  ignored?: { postsAtMost?: number };
  /** Only the posts of some pages or domains: their own indexes find them. */
  scope?: object;
}

/** A bound on a count or date is guessed to keep half of the posts: no histogram is consulted. */
const RANGE_BOUND_SHARE = 0.5;

function listedOr(shares: ReadonlyMap<string, number>, key: string, floor: number): number {
  // Below the floor: anything from 0 to the floor; half of it is the usual middle guess.
  return shares.get(key) ?? floor / 2;
}

/**
 * The pairs of adjacent words of a folded phrase, as posts.search holds them ('free shipping'):
 * ANALYZE lists the common ones beside the common words (decision 0022).
 */
export function wordPairs(words: readonly string[]): string[] {
  return words.slice(1).map((word, index) => `${words[index]} ${word}`);
}

/** A word, or a phrase: no more common than its rarest word or pair of adjacent words. */
function termShare(text: string, statistics: CorpusStatistics): number | undefined {
  const words = foldWords(text);
  if (words.length === 0) return undefined;
  return Math.min(
    ...[...words, ...wordPairs(words)].map((key) =>
      listedOr(statistics.words, key, statistics.wordFloor),
    ),
  );
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

/** The share of posts holding any of these tags (each folded as the tag keys are). */
function anyTagShare(tags: readonly string[], statistics: CorpusStatistics): number {
  return Math.min(
    1,
    tags.reduce(
      (sum, tag) => sum + listedOr(statistics.tags, foldText(tag), statistics.tagFloor),
      0,
    ),
  );
}

/** The niches a post can match (searchableNiches), or undefined when the search names none. */
function searchedNiches(search: EstimatedSearch): string[] | undefined {
  return search.niches && search.niches.length > 0 ? searchableNiches(search.niches) : undefined;
}

/**
 * The share of posts the tag keys' index finds: any of the `tag:` values, and any of the niches,
 * no more common than the rarer of the two (tags asked for together tend to come together).
 */
function tagsShare(search: EstimatedSearch, statistics: CorpusStatistics): number | undefined {
  const niches = searchedNiches(search);
  const shares = [
    ...(search.query.tags.length > 0 ? [anyTagShare(search.query.tags, statistics)] : []),
    ...(niches ? [anyTagShare(niches, statistics)] : []),
  ];
  return shares.length > 0 ? Math.min(...shares) : undefined;
}

/** The share of posts of the search's kind and media types (1 when it names neither). */
function kindAndMediaShare(search: EstimatedSearch, statistics: CorpusStatistics): number {
  // Only ads have ad sets: a bound on them keeps ads alone, and nothing among organic posts.
  const kind = boundsCount(search.adSets) > 0 ? 'ad' : search.kind;
  if (search.kind !== undefined && search.kind !== kind) return 0;
  let share = 1;
  if (kind) share *= statistics.kinds.get(kind) ?? 0;
  if (search.mediaTypes && search.mediaTypes.length > 0) {
    share *= Math.min(
      1,
      search.mediaTypes.reduce((sum, type) => sum + (statistics.mediaTypes.get(type) ?? 0), 0),
    );
  }
  return share;
}

/**
 * The share of posts with one of `values` in a column whose common values have these shares: 1
 * when no value is asked for, or when the statistics list none (the column was never analysed).
 */
function valuesShare(
  values: readonly string[] | undefined,
  shares: ReadonlyMap<string, number>,
  floor: number,
): number {
  if (!values || values.length === 0 || shares.size === 0) return 1;
  return Math.min(
    1,
    values.reduce((sum, value) => sum + listedOr(shares, value, floor), 0),
  );
}

/** The key of a language and a country together in `CorpusStatistics.languageCountries`. */
export function languageCountry(language: string, country: string): string {
  return `${language} ${country}`;
}

/**
 * The share of posts in the search's languages and targeting its countries. Together, the
 * statistics of the pairs say it (an unlisted pair at half their floor); without them, no more
 * than the rarer of the two, as a country's posts are mostly in its languages (English and the
 * US, Vietnamese and Vietnam).
 */
function audienceShare(search: EstimatedSearch, statistics: CorpusStatistics): number {
  const alone = Math.min(
    valuesShare(search.languages, statistics.languages, statistics.languageFloor),
    valuesShare(search.countries, statistics.countries, statistics.countryFloor),
  );
  const { languages = [], countries = [] } = search;
  if (languages.length === 0 || countries.length === 0) return alone;
  if (statistics.languageCountries.size === 0) return alone;
  const pairs = languages.flatMap((language) =>
    countries.map((country) => languageCountry(language, country)),
  );
  const together = pairs.reduce(
    (sum, pair) =>
      sum + listedOr(statistics.languageCountries, pair, statistics.languageCountryFloor),
    0,
  );
  return Math.min(alone, together);
}

function boundsCount(...ranges: ({ min?: number; max?: number } | undefined)[]): number {
  return ranges.reduce(
    (count, range) =>
      count + (range?.min !== undefined ? 1 : 0) + (range?.max !== undefined ? 1 : 0),
    0,
  );
}

/**
 * The estimated share of posts a search by words, tags or niches matches, from the corpus
 * statistics, or undefined when the search has none of them, names pages or sites or is scoped to
 * some (their own indexes find them), or the statistics are missing. An upper-bound style
 * estimate: the search strategy built on it checks its guess with a bounded scan and falls back
 * when the guess was too high.
 */
export function estimateSelectivity(
  search: EstimatedSearch,
  statistics: CorpusStatistics | undefined,
): number | undefined {
  if (!statistics || statistics.posts === 0) return undefined;
  if (search.query.pages.length > 0 || search.query.sites.length > 0 || search.scope) {
    return undefined;
  }
  const words = wordsShare(search, statistics);
  const tags = tagsShare(search, statistics);
  if (words === undefined && tags === undefined) return undefined;
  let share =
    Math.min(words ?? 1, tags ?? 1) *
    kindAndMediaShare(search, statistics) *
    audienceShare(search, statistics);
  const dateBounds =
    (search.createdFrom ? 1 : 0) + (search.createdTo ? 1 : 0) + (search.firstSeenAfter ? 1 : 0);
  share *=
    RANGE_BOUND_SHARE **
    (dateBounds + boundsCount(search.reactions, search.shares, search.comments, search.adSets));
  return share;
}

/**
 * How many times more common than the posts the tags, kind and media types find together the
 * words must be for their bitmap to cost more than it saves (decision 0025): building the bitmap
 * of a word costs about a tenth of what reading a post the other bitmaps let through costs.
 */
export const WORDS_AFTER_TAGS_RATIO = 10;

/**
 * Whether a search with tags or niches should check its words on the posts the tags and niches
 * (with the kind and media types) find, rather than AND a bitmap of every post holding the words:
 * true when the words are at least WORDS_AFTER_TAGS_RATIO times as common as those posts.
 * Languages and countries are left out: their indexes narrow only the rare ones, which the
 * planner weighs itself.
 */
export function wordsAfterTags(
  search: EstimatedSearch,
  statistics: CorpusStatistics | undefined,
): boolean {
  if (!statistics || statistics.posts === 0) return false;
  const tags = tagsShare(search, statistics);
  const words = wordsShare(search, statistics);
  if (tags === undefined || words === undefined) return false;
  return words >= tags * kindAndMediaShare(search, statistics) * WORDS_AFTER_TAGS_RATIO;
}

/**
 * How far below the statistics' share a word's true share would have to lie for a lower bound
 * taken from them to be wrong: ANALYZE samples 30,000 rows, so a word it finds in 1% of them is
 * in far more than 0.1% of posts.
 */
export const STATISTICS_MARGIN = 10;

/**
 * The word, or the pair of adjacent words, whose presence alone makes a post match `text`: a text
 * of one word, or of two (the pair holds both, adjacent and in order); none for longer texts.
 */
function matchingKey(text: string): string | undefined {
  const words = foldWords(text);
  if (words.length === 1) return words[0];
  return words.length === 2 ? wordPairs(words)[0] : undefined;
}

/** The keys, one of which a post must hold to match the search's words, or none. */
function wordKeys(search: EstimatedSearch): (string | undefined)[] {
  const texts = search.query.terms.map((term) => term.text);
  // Every term: any holder of one of them matches.
  if (search.mode === 'any') return texts.map(matchingKey);
  // all, order, exact: the terms as typed, one after the other (a pair of two one-word terms
  // holds both, in order and adjacent).
  return [matchingKey(texts.join(' '))];
}

/**
 * A lower bound on the number of matches the statistics alone guarantee (with STATISTICS_MARGIN),
 * or 0. Only for searches whose matches include every post holding one listed word, pair of
 * adjacent words or tag: one or two words (any mode), `any` of one- or two-word terms, tags alone
 * or niches alone, or nothing at all (every post), with no filter or exclusion that could take
 * matches away, less what the user's ignore lists can take.
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
    search.firstSeenAfter !== undefined ||
    (search.languages?.length ?? 0) > 0 ||
    (search.countries?.length ?? 0) > 0 ||
    boundsCount(search.reactions, search.shares, search.comments, search.adSets) > 0 ||
    (search.exclude?.length ?? 0) > 0 ||
    (search.ignored !== undefined && search.ignored.postsAtMost === undefined) ||
    search.scope !== undefined ||
    query.pages.length > 0 ||
    query.sites.length > 0;
  if (filtered) return 0;
  // Words, tags and niches each take matches away from the others.
  const niches = searchedNiches(search);
  const led = [query.terms.length > 0, query.tags.length > 0, niches !== undefined];
  if (led.filter(Boolean).length > 1) return 0;
  const tags = niches ?? query.tags;
  const listed = !led.some(Boolean)
    ? [1] // No words, tags nor niches: every post matches.
    : query.terms.length > 0
      ? wordKeys(search).flatMap((key) => (key ? (statistics.words.get(key) ?? []) : []))
      : tags.flatMap((tag) => statistics.tags.get(foldText(tag)) ?? []);
  if (listed.length === 0) return 0;
  const guaranteed = Math.floor((Math.max(...listed) * statistics.posts) / STATISTICS_MARGIN);
  return Math.max(0, guaranteed - (search.ignored?.postsAtMost ?? 0));
}
