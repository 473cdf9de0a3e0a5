import { defaultPerPage, perPageChoices } from '@postradar/contracts';
import type { PerPage } from '../../lib/collections/collection-address';

/** The tabs of /a/groups: the user's own groups, the featured ones, the featured ones followed. */
export const groupTabs = ['own', 'featured', 'followed'] as const;
export type GroupTab = (typeof groupTabs)[number];

/** What /a/groups keeps in its address: `tab`, `page`, `perPage`. */
export interface GroupsAddress {
  tab: GroupTab;
  page: number;
  perPage: PerPage;
}

const pagePattern = /^[1-9]\d{0,5}$/;

/** The screen's place in a query string; a value it does not take falls back to its default. */
export function readGroupsAddress(search: string): GroupsAddress {
  const params = new URLSearchParams(search);
  const read = (name: string) => params.get(name)?.trim();
  const page = read('page') ?? '';
  return {
    tab: groupTabs.find((tab) => tab === read('tab')) ?? 'own',
    page: pagePattern.test(page) ? Number(page) : 1,
    perPage: perPageChoices.find((choice) => String(choice) === read('perPage')) ?? defaultPerPage,
  };
}

/** The query string ('' or '?…') of a place on the screen, without its defaults. */
export function writeGroupsAddress(address: GroupsAddress): string {
  const params = new URLSearchParams();
  if (address.tab !== 'own') params.set('tab', address.tab);
  if (address.page !== 1) params.set('page', String(address.page));
  if (address.perPage !== defaultPerPage) params.set('perPage', String(address.perPage));
  const text = params.toString();
  return text ? `?${text}` : '';
}
