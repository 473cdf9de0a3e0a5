import { defaultPerPage, perPageChoices } from '@postradar/contracts';
import { isPageAllowed } from '@postradar/search';
import { readPageParam } from '@postradar/ui';

/** The two lists of the search history screen; History when the address names none. */
export const searchTabs = ['history', 'saved'] as const;
export type SearchTab = (typeof searchTabs)[number];
type PerPage = (typeof perPageChoices)[number];

/** Which list, which page and how many per page, as the address holds them. */
export interface SearchesAddress {
  tab: SearchTab;
  page: number;
  perPage: PerPage;
}

/**
 * The list of a query string ('?tab=saved&page=2&perPage=20'): a tab, page size or page the
 * screen does not offer falls back to its default.
 */
export function readSearchesAddress(search: string): SearchesAddress {
  const query = new URLSearchParams(search);
  const tab = searchTabs.find((name) => name === query.get('tab')) ?? 'history';
  const perPage =
    perPageChoices.find((choice) => String(choice) === query.get('perPage')) ?? defaultPerPage;
  const page = readPageParam(search);
  return { tab, perPage, page: isPageAllowed(page, perPage) ? page : 1 };
}

/** The query string ('' or '?…') of a list, without its defaults. */
export function writeSearchesAddress({ tab, page, perPage }: SearchesAddress): string {
  const query = new URLSearchParams();
  if (tab !== 'history') query.set('tab', tab);
  if (page > 1) query.set('page', String(page));
  if (perPage !== defaultPerPage) query.set('perPage', String(perPage));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The page and its size as the list calls take them. */
export function listPageQuery({ page, perPage }: SearchesAddress) {
  return { page: String(page), perPage: `${perPage}` as const };
}
