import type { MediaType, PostKind, PostSort, SearchMode } from '@postradar/contracts';
import { domains, pages, posts } from '@postradar/db';
import { and, gt, gte, inArray, lte, eq, or, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { searchableNiches } from '../audience';
import { EXACT_COUNT_LIMIT } from '../pagination';
import { isSearchable, type ParsedQuery } from '../parse-query';

/** A set of ids: a list, or a subquery selecting one id column (e.g. a user's ignored posts). */
export type IdSet = readonly number[] | SQL;

export interface Range {
  min?: number;
  max?: number;
}

export interface PostSearchFilters {
  query: ParsedQuery;
  mode: SearchMode;
  /** Keywords none of which may appear (each a word or a phrase). */
  exclude?: readonly string[];
  kind?: PostKind;
  mediaTypes?: readonly MediaType[];
  /**
   * Niches: posts holding one of them as a tag, matched as `tag:` values are (folded like words).
   * A list none of which holds a letter or digit keeps no post.
   */
  niches?: readonly string[];
  /** Posts in one of these languages (language tags in their usual case: `languageTag`). */
  languages?: readonly string[];
  /** Posts targeting one of these countries (two-letter codes, upper-case). */
  countries?: readonly string[];
  createdFrom?: Date;
  createdTo?: Date;
  /** Only posts first seen in PostRadar after this time (the new posts of a saved search). */
  firstSeenAfter?: Date;
  reactions?: Range;
  shares?: Range;
  comments?: Range;
  /** Ad sets running the ad: any bound leaves out posts without a count (organic posts). */
  adSets?: Range;
  /**
   * A user's ignored posts, pages and domains, left out of every result; `postsAtMost` bounds
   * how many posts they take away (unknown without it).
   */
  ignored?: { postIds?: IdSet; pageIds?: IdSet; domainIds?: IdSet; postsAtMost?: number };
  /**
   * Only the posts of these pages, or linking to these domains (the posts of one page, domain or
   * pixel): found through posts_page_created_idx and posts_domain_created_idx. With both lists,
   * `match: 'any'` keeps the posts of either (a group's pages and stores), otherwise of both.
   */
  scope?: { pageIds?: IdSet; domainIds?: IdSet; match?: 'all' | 'any' };
  /**
   * Check the words on the posts the tags and other indexed filters find instead of through the
   * word index, whose bitmap of a common word costs more than it saves (decision 0025).
   */
  wordsAfterTags?: boolean;
}

/**
 * The words of one term as a phrase query over posts.search, folded by the same SQL function as
 * the documents: the words in order and adjacent, and each pair of adjacent words as a lexeme of
 * its own, whose short posting list narrows the candidates (decision 0022).
 */
function phrase(text: string): SQL {
  return sql`postradar_phrase_query(postradar_fold(${text}))`;
}

/** Page names holding any of `texts` as a phrase (pages.name_search has no word pairs). */
export function pageNameMatches(texts: readonly string[]): SQL {
  const phrases = texts.map(
    (text) => sql`phraseto_tsquery('simple'::regconfig, postradar_fold(${text}))`,
  );
  return sql`${pages.nameSearch} @@ (${combine(phrases, '||')})`;
}

function combine(parts: SQL[], operator: '&&' | '||'): SQL {
  return sql.join(parts, sql.raw(` ${operator} `));
}

/**
 * Posts whose search vector matches the texts. Unindexed, the same test is written as the
 * function behind `@@`, which PostgreSQL never matches to the GIN index: it then runs on the rows
 * other conditions found.
 */
function matches(texts: readonly string[], operator: '&&' | '||', indexed = true): SQL {
  const query = combine(texts.map(phrase), operator);
  return indexed ? sql`${posts.search} @@ (${query})` : sql`ts_match_vq(${posts.search}, ${query})`;
}

/**
 * `order`: every term, in the order given, anything between. Full-text search (every term, GIN)
 * narrows the candidates; a LIKE over the stored folded message (`message_folded`) then checks
 * the order. Folded text is only a-z, 0-9 and single spaces, so LIKE needs no escaping; with every
 * space doubled, each word of the message stands between spaces of its own, and
 * `% t1 % t2 %` holds exactly when the terms occur as whole words in this order (adjacent ones
 * share the space between them). A LIKE costs far less per row than the regular expression it
 * replaced, and its pattern, built only of immutable functions, is computed once per query
 * (decision 0027); a term that folds to nothing is left out of it.
 */
function inOrder(texts: readonly string[], indexed: boolean): SQL {
  const prefilter = matches(texts, '&&', indexed);
  if (texts.length < 2) return prefilter;
  const pieces = texts.map((text) => {
    const folded = sql`postradar_fold(${text})`;
    return sql`case when ${folded} = '' then '' else ' ' || replace(${folded}, ' ', '  ') || ' %' end`;
  });
  const pattern = sql`'%' || ${sql.join(pieces, sql` || `)}`;
  // coalesce(): PostgreSQL cannot estimate a pattern over an expression and guesses it keeps
  // 0.5% of the candidates, so it would sort every candidate instead of reading the sort index
  // until the page is full. As a coalesce the condition counts as keeping half, much closer to
  // the truth: words typed in an order mostly occur in that order (decision 0019).
  const spaced = sql`' ' || replace(${posts.messageFolded}, ' ', '  ') || ' '`;
  return and(prefilter, sql`coalesce((${spaced}) like (${pattern}), false)`) as SQL;
}

function wordCondition(
  mode: SearchMode,
  texts: readonly string[],
  indexed: boolean,
): SQL | undefined {
  if (texts.length === 0) return undefined;
  switch (mode) {
    case 'all':
      return matches(texts, '&&', indexed);
    case 'any':
      return matches(texts, '||', indexed);
    case 'order':
      return inOrder(texts, indexed);
    case 'exact':
      return matches([texts.join(' ')], '&&', indexed);
  }
}

function arrayLiteral(ids: readonly number[]): string {
  return `{${ids.filter((id) => Number.isSafeInteger(id)).join(',')}}`;
}

/**
 * The posts a viewer ignores, left out: a list of ids becomes `column = any(array)`, the array one
 * bound parameter that PostgreSQL checks through a hash of its elements; a subquery becomes NOT
 * EXISTS, which PostgreSQL runs as an anti-join against the subquery's own index.
 *
 * The lists together are written `(case when <ignored> then null else true end) is not null`,
 * which PostgreSQL estimates as keeping 99.5% of the posts (its guess for an expression without
 * statistics) without looking at the lists. The plainer ways cost more (docs/benchmarks.md):
 * `<> all(array)`, and `not (... = any(array))` that PostgreSQL turns into it, are estimated as
 * one minus, summed over the elements, the share of posts differing from each, the posts without
 * a domain counted again for every element: 300 ignored domains read as leaving only the 18% of
 * posts without one, and plans changed (a count by creation date read the table from its start);
 * `(... = any(array)) is not true`, estimated right, is estimated element by element against the
 * column's statistics in every statement of a search (0.4 ms of planning each for 1,600 ids).
 * The ignored posts being a small share of the corpus (10,000 items a user at most), the guess
 * keeps the plans of a viewer who ignores nothing. A post without a domain is never an ignored
 * domain's: its `= any` is null, and when nothing else holds the test is null and the post kept.
 */
function notIgnored(ignored: PostSearchFilters['ignored']): SQL[] {
  const lists: SQL[] = [];
  const subqueries: SQL[] = [];
  const kinds = [
    [posts.id, ignored?.postIds],
    [posts.pageId, ignored?.pageIds],
    [posts.domainId, ignored?.domainIds],
  ] as const;
  for (const [column, ids] of kinds) {
    if (ids === undefined) continue;
    if (!Array.isArray(ids)) {
      subqueries.push(
        sql`not exists (select 1 from (${ids as SQL}) as ignored(id) where ignored.id = ${column})`,
      );
    } else if (ids.length > 0) {
      lists.push(sql`${column} = any(${arrayLiteral(ids)}::bigint[])`);
    }
  }
  if (lists.length === 0) return subqueries;
  const listed = sql`(case when ${sql.join(lists, sql` or `)} then null else true end) is not null`;
  return [listed, ...subqueries];
}

/** A list becomes `= any(array)`, a subquery `in (subquery)`: both lookups in the column's index. */
function within(column: AnyColumn, ids: IdSet | undefined): SQL | undefined {
  if (ids === undefined) return undefined;
  if (Array.isArray(ids)) return sql`${column} = any(${arrayLiteral(ids)}::bigint[])`;
  return sql`${column} in (${ids as SQL})`;
}

function scopeConditions(scope: PostSearchFilters['scope']): (SQL | undefined)[] {
  const byPage = within(posts.pageId, scope?.pageIds);
  const byDomain = within(posts.domainId, scope?.domainIds);
  if (scope?.match === 'any' && byPage && byDomain) return [or(byPage, byDomain)];
  return [byPage, byDomain];
}

function pageCondition(values: readonly string[]): SQL {
  const names = values.filter(isSearchable);
  const lower = values.map((value) => value.toLowerCase());
  const byName = names.length > 0 ? sql` or ${pageNameMatches(names)}` : sql``;
  return sql`${posts.pageId} in (select ${pages.id} from ${pages} where ${pages.networkId} = any(${arrayText(values)}::text[]) or lower(${pages.username}) = any(${arrayText(lower)}::text[])${byName})`;
}

/** A host, or any subdomain of it (`host like '%.shop.com'`, trigram index). */
function siteCondition(hosts: readonly string[]): SQL {
  const suffixes = hosts.map((host) => sql`${domains.host} like ${`%.${host}`}`);
  return sql`${posts.domainId} in (select ${domains.id} from ${domains} where ${domains.host} = any(${arrayText(hosts)}::text[]) or ${sql.join(suffixes, sql` or `)})`;
}

function tagCondition(tags: readonly string[]): SQL {
  const folded = tags.map((tag) => sql`postradar_fold(${tag})`);
  return sql`${posts.tagKeys} && array[${sql.join(folded, sql`, `)}]::text[]`;
}

/** Posts holding one of the niches as a tag, found through the tag keys' index as `tag:` is. */
function nicheCondition(niches: readonly string[]): SQL {
  const searchable = searchableNiches(niches);
  return searchable.length > 0 ? tagCondition(searchable) : sql`false`;
}

/** One of the values, for a filter given as a list (an empty list filters nothing). */
function oneOf(column: AnyColumn, values: readonly string[] | undefined): SQL | undefined {
  return values && values.length > 0 ? inArray(column, [...values]) : undefined;
}

/** A PostgreSQL text[] literal, every element quoted. */
function arrayText(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}

function range(column: AnyColumn, bounds: Range | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (bounds?.min !== undefined) conditions.push(gte(column, bounds.min));
  if (bounds?.max !== undefined) conditions.push(lte(column, bounds.max));
  return conditions;
}

/** The WHERE clause of a post search over `posts`: words, prefixes, filters and exclusions. */
export function buildPostSearchWhere(filters: PostSearchFilters): SQL {
  const { query } = filters;
  const conditions: (SQL | undefined)[] = [
    wordCondition(
      filters.mode,
      query.terms.map((term) => term.text),
      !filters.wordsAfterTags,
    ),
    filters.exclude && filters.exclude.length > 0
      ? sql`not (${matches(filters.exclude, '||')})`
      : undefined,
    query.pages.length > 0 ? pageCondition(query.pages) : undefined,
    query.sites.length > 0 ? siteCondition(query.sites) : undefined,
    query.tags.length > 0 ? tagCondition(query.tags) : undefined,
    filters.niches && filters.niches.length > 0 ? nicheCondition(filters.niches) : undefined,
    filters.kind ? eq(posts.kind, filters.kind) : undefined,
    oneOf(posts.mediaType, filters.mediaTypes),
    oneOf(posts.language, filters.languages),
    oneOf(posts.country, filters.countries),
    filters.createdFrom ? gte(posts.createdTime, filters.createdFrom) : undefined,
    filters.createdTo ? lte(posts.createdTime, filters.createdTo) : undefined,
    filters.firstSeenAfter ? gt(posts.firstSeenAt, filters.firstSeenAfter) : undefined,
    ...range(posts.reactions, filters.reactions),
    ...range(posts.shares, filters.shares),
    ...range(posts.comments, filters.comments),
    ...range(posts.adSets, filters.adSets),
    ...notIgnored(filters.ignored),
    ...scopeConditions(filters.scope),
  ];
  return and(...conditions.filter((condition) => condition !== undefined)) ?? sql`true`;
}

const sortColumns: Record<PostSort, AnyColumn> = {
  newest: posts.metricsAt,
  ads: posts.adSets,
  reactions: posts.reactions,
  shares: posts.shares,
  comments: posts.comments,
  fb_created: posts.createdTime,
  system_created: posts.firstSeenAt,
  trending: posts.reactionsGain24h,
  mass_reactions: posts.massReactions,
  mass_shares: posts.massShares,
  mass_comments: posts.massComments,
};

/** The tie-break of every sort index: (column desc nulls last, id desc nulls last). */
const byId = sql`${posts.id} desc nulls last`;
/**
 * The id order alone, as the primary key read backwards gives it. Ids are never null, but
 * PostgreSQL only matches an index to the NULLS placement it was built with, and `nulls last`
 * here would make it fetch and sort every match instead.
 */
const byIdAlone = sql`${posts.id} desc`;

/**
 * Posts at or above `value` in a sort's column (as pg_stats writes it), which its index finds as
 * a range (decision 0028); undefined for a sort by id alone.
 */
export function sortRangeCondition(
  sort: PostSort,
  kind: PostKind | undefined,
  value: string,
): SQL | undefined {
  if (sort === 'ads' && kind === 'post') return undefined;
  return sql`${sortColumns[sort]} >= ${value}`;
}

/** The column a sort walks in its index (the primary key's `id` for ads among organic posts). */
export function sortColumnName(sort: PostSort, kind?: PostKind): string {
  return sort === 'ads' && kind === 'post' ? posts.id.name : sortColumns[sort].name;
}

/**
 * ORDER BY for a sort: the column descending, then id descending; exactly the order of the
 * column's btree index (posts_*_idx), so PostgreSQL reads it in order and stops at the LIMIT.
 * Organic posts have no ad sets (the import refuses `ad` on a post), so `ads` among posts is the
 * id order: the primary key answers it instead of a walk past every ad at the top of the ad-sets
 * index.
 */
export function postSortOrder(sort: PostSort, kind?: PostKind): SQL[] {
  if (sort === 'ads' && kind === 'post') return [byIdAlone];
  return [sql`${sortColumns[sort]} desc nulls last`, byId];
}

/**
 * How many posts match, counting no further than EXACT_COUNT_LIMIT + 1 (decision 0013), so a
 * broad search never counts millions of rows nor reads thousands of heap pages to say "10,000+".
 */
export function cappedCountQuery(where: SQL): SQL {
  return sql`select count(*)::int as total from (select 1 from ${posts} where ${where} limit ${EXACT_COUNT_LIMIT + 1}) as capped`;
}
