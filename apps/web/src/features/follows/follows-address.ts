import { defaultPerPage, ignoreKinds, perPageChoices, type IgnoreKind } from '@postradar/contracts';
import type { PerPage } from '../../lib/collections/collection-address';

/** The tabs of /a/follows: one per kind followed, then the blacklist. */
export const followTabs = ['pages', 'domains', 'pixels', 'blacklist'] as const;
export type FollowTab = (typeof followTabs)[number];

/** What /a/follows keeps in its address: `tab`, the blacklist's `kind`, `page`, `perPage`. */
export interface FollowsAddress {
  tab: FollowTab;
  /** The blacklist shows only this kind; none: everything. */
  kind?: IgnoreKind;
  page: number;
  perPage: PerPage;
}

const pagePattern = /^[1-9]\d{0,5}$/;

function oneOf<T extends string>(choices: readonly T[], value: string | undefined): T | undefined {
  return choices.find((choice) => choice === value);
}

/** The screen's place in a query string; a value it does not take falls back to its default. */
export function readFollowsAddress(search: string): FollowsAddress {
  const params = new URLSearchParams(search);
  const read = (name: string) => params.get(name)?.trim();
  const page = read('page') ?? '';
  const tab = oneOf(followTabs, read('tab')) ?? 'pages';
  return {
    tab,
    kind: tab === 'blacklist' ? oneOf(ignoreKinds, read('kind')) : undefined,
    page: pagePattern.test(page) ? Number(page) : 1,
    perPage: perPageChoices.find((choice) => String(choice) === read('perPage')) ?? defaultPerPage,
  };
}

/** The query string ('' or '?…') of a place on the screen, without its defaults. */
export function writeFollowsAddress(address: FollowsAddress): string {
  const params = new URLSearchParams();
  if (address.tab !== 'pages') params.set('tab', address.tab);
  if (address.tab === 'blacklist' && address.kind) params.set('kind', address.kind);
  if (address.page !== 1) params.set('page', String(address.page));
  if (address.perPage !== defaultPerPage) params.set('perPage', String(address.perPage));
  const text = params.toString();
  return text ? `?${text}` : '';
}
