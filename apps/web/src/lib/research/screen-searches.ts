import type { PostSort } from '@postradar/contracts';
import type { SearchParams, SearchScope } from './search-params';

/** What a research screen's post search is made of, besides what the user asks for. */
export interface ScreenSearch {
  /** Parameters every search of the screen carries (the ads library's `kind: 'ad'`). */
  fixed?: SearchParams;
  /** The sorts offered, the first being the default; every sort when absent. */
  sorts?: readonly PostSort[];
}

/** Posts: every post and ad, every sort. */
export const postsSearch: ScreenSearch = {};

/** The ads library: ads only. */
export const adsSearch: ScreenSearch = { fixed: { kind: 'ad' } };

/** Trending first: the largest reaction increase in 24 hours, then the three spikes. */
export const trendingSearch: ScreenSearch = {
  sorts: ['trending', 'mass_reactions', 'mass_shares', 'mass_comments'],
};

/** An address's path as the research screens are keyed: without a trailing slash. */
export const screenPath = (pathname: string) => pathname.replace(/\/$/, '');

/** The research screens' searches by their address under /a (`screenPath`). */
export const screenSearches: Readonly<Record<string, ScreenSearch>> = {
  '/a/posts': postsSearch,
  '/a/ads': adsSearch,
  '/a/trending': trendingSearch,
};

/** The scope a screen's search is written to the address and sent to the API with. */
export function screenSearchScope({ fixed, sorts }: ScreenSearch): SearchScope {
  return { defaultSort: sorts?.[0] ?? 'newest', fixed: fixed ?? {} };
}
