import { defaultPerPage, type PostSort } from '@postradar/contracts';

/**
 * The parameters of a post search, named and ordered as GET /api/posts takes them. The address of
 * a research screen holds exactly these, so a search can be bookmarked, shared and reloaded
 * (docs/product.md, the address of a search).
 */
export const searchParamNames = [
  'q',
  'mode',
  'exclude',
  'kind',
  'type',
  'createdFrom',
  'createdTo',
  'reactionsMin',
  'reactionsMax',
  'sharesMin',
  'sharesMax',
  'commentsMin',
  'commentsMax',
  'adSetsMin',
  'adSetsMax',
  'niches',
  'languages',
  'countries',
  'sort',
  'page',
  'perPage',
] as const;
export type SearchParamName = (typeof searchParamNames)[number];

/** A search as the address carries it: raw strings, validated by the API (and the form). */
export type SearchParams = Partial<Record<SearchParamName, string>>;

/** What a screen fixes about its searches. */
export interface SearchScope {
  /** The sort when the address names none (newest for Posts, trending for Trending). */
  defaultSort: PostSort;
  /** Parameters every search of the screen carries, never shown nor written to the address. */
  fixed?: SearchParams;
  /**
   * Parameters of the screen around the search (a group's `tab`) that its address keeps after
   * the search's own; they are not part of the search.
   */
  screenParams?: Readonly<Record<string, string>>;
}

function defaultValues(scope: SearchScope): SearchParams {
  return { mode: 'all', sort: scope.defaultSort, page: '1', perPage: String(defaultPerPage) };
}

function isParamName(name: string): name is SearchParamName {
  return (searchParamNames as readonly string[]).includes(name);
}

/** The search parameters of a query string ('?q=mug&page=2'); unknown and empty ones are left out. */
export function readSearchParams(search: string): SearchParams {
  const params: SearchParams = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (isParamName(name) && value !== '' && params[name] === undefined) params[name] = value;
  }
  return params;
}

/**
 * The query string of a search ('' or '?…'), in the API's parameter order, without empty values,
 * values equal to the screen's defaults, or the parameters the screen fixes.
 */
export function writeSearchParams(params: SearchParams, scope: SearchScope): string {
  const defaults = defaultValues(scope);
  const query = new URLSearchParams();
  for (const name of searchParamNames) {
    const value = params[name];
    if (value === undefined || value === '' || value === defaults[name]) continue;
    if (scope.fixed?.[name] !== undefined) continue;
    query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The parameters of the address `params` are written to: without defaults nor fixed ones. */
export function addressParams(params: SearchParams, scope: SearchScope): SearchParams {
  return readSearchParams(writeSearchParams(params, scope));
}

/** A search's query string ('' or '?…') with the screen's own parameters after the search's. */
export function withScreenParams(search: string, scope: SearchScope): string {
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(scope.screenParams ?? {})) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** What is sent to the API: the address's parameters, the screen's default sort and fixed ones. */
export function requestParams(params: SearchParams, scope: SearchScope): SearchParams {
  const request: SearchParams = {};
  for (const name of searchParamNames) {
    const value = scope.fixed?.[name] ?? params[name];
    if (value !== undefined && value !== '') request[name] = value;
  }
  request.sort ??= scope.defaultSort;
  return request;
}

/** The same search on another page (page 1 leaves the parameter out). */
export function withPage(params: SearchParams, page: number): SearchParams {
  return { ...params, page: page > 1 ? String(page) : undefined };
}
