import { postSearchQuerySchema, searchPathPattern } from '@postradar/contracts';
import type { StoredSearch } from '@postradar/db';
import type { PostSearch, SearchScope } from '@postradar/search/engine';
import { AppError } from '../../lib/app-error';

/** The screens showing the posts of one page, domain, pixel or group, by their path segment. */
const entityScopes: Record<string, (id: number) => SearchScope> = {
  pages: (id) => ({ page: id }),
  domains: (id) => ({ domain: id }),
  pixels: (id) => ({ pixel: id }),
  groups: (id) => ({ group: id }),
};

/** What a screen adds to the address's parameters, as the web app's screens send them. */
function screenParams(screen: string, params: Record<string, string>): Record<string, string> {
  // The Ads library searches ads only, whatever the address says.
  if (screen === 'ads') return { ...params, kind: 'ad' };
  // Trending sorts by the reaction gain unless the address names another of its sorts.
  if (screen === 'trending') return { sort: 'trending', ...params };
  return params;
}

function invalid(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message);
}

/**
 * The post search a stored search runs, as its screen runs it: /a/posts as the parameters say,
 * /a/ads over ads only, /a/trending sorted by trending by default, /a/pages/12 (domains, pixels,
 * groups) within that page's posts. Empty values, the page and its size are left out (the caller
 * chooses them). A parameter the search refuses is VALIDATION_FAILED naming it.
 */
export function searchOfPath({ path, params }: StoredSearch): PostSearch {
  if (!searchPathPattern.test(path)) throw invalid(`Invalid search path '${path}'.`);
  const [screen = '', id] = path.split('/').slice(2);
  const given = Object.fromEntries(
    Object.entries(params).filter(
      ([name, value]) => value !== '' && name !== 'page' && name !== 'perPage',
    ),
  );
  const parsed = postSearchQuerySchema.safeParse(screenParams(screen, given));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw invalid(`Invalid search parameter '${issue?.path.join('.')}': ${issue?.message}`);
  }
  const scope = id === undefined ? undefined : entityScopes[screen]?.(Number(id));
  return scope ? { ...parsed.data, within: scope } : parsed.data;
}
