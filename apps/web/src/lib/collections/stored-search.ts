import { searchPathPattern } from '@postradar/contracts';
import {
  searchParamNames,
  writeSearchParams,
  type SearchParams,
  type SearchScope,
} from '../research/search-params';

/**
 * A search as the history and the saved searches keep it: the path of the screen it ran on
 * (/a/posts, /a/pages/12, ...) and the parameters of its address, without the page.
 */
export interface StoredSearch {
  path: string;
  params: Readonly<Record<string, string>>;
}

/**
 * The search on screen as it is stored, or nothing on a screen whose searches are not kept. The
 * parameters are those the address would hold (no defaults, nothing the screen fixes, the
 * screen's own, such as a group's tab, after them), so the same search always reads the same and
 * runs again where it ran.
 */
export function toStoredSearch(
  pathname: string,
  params: SearchParams,
  scope: SearchScope,
): StoredSearch | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (!searchPathPattern.test(path)) return undefined;
  const query = writeSearchParams({ ...params, page: undefined }, scope);
  return {
    path,
    params: { ...Object.fromEntries(new URLSearchParams(query)), ...scope.screenParams },
  };
}

const knownNames: readonly string[] = searchParamNames;

/**
 * The address that runs a stored search again: its path and its parameters in the API's order
 * (any other after them), e.g. /a/posts?q=mug&sort=reactions. It is also the search's identity.
 */
export function storedSearchHref({ path, params }: StoredSearch): string {
  const names = Object.keys(params);
  const ordered = [
    ...knownNames.filter((name) => names.includes(name)),
    ...names.filter((name) => !knownNames.includes(name)).sort(),
  ];
  const query = new URLSearchParams();
  for (const name of ordered) {
    const value = params[name];
    if (value !== undefined && value !== '') query.set(name, value);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
