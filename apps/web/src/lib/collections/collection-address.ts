import { defaultPerPage, perPageChoices } from '@postradar/contracts';

export type PerPage = (typeof perPageChoices)[number];

/** What a collection's list keeps in its address: `category`, `page`, `perPage`. */
export interface CollectionAddress {
  /** The favorite category shown; none: every saved post. */
  category?: string;
  page: number;
  perPage: PerPage;
}

const pagePattern = /^[1-9]\d{0,5}$/;
const idPattern = /^[1-9]\d{0,15}$/;

function toPerPage(value: string | null): PerPage {
  return perPageChoices.find((choice) => String(choice) === value) ?? defaultPerPage;
}

/** The list's place in a query string; a value the list does not take falls back to its default. */
export function readCollectionAddress(search: string): CollectionAddress {
  const params = new URLSearchParams(search);
  const page = params.get('page')?.trim() ?? '';
  const category = params.get('category')?.trim() ?? '';
  return {
    category: idPattern.test(category) ? category : undefined,
    page: pagePattern.test(page) ? Number(page) : 1,
    perPage: toPerPage(params.get('perPage')?.trim() ?? null),
  };
}

/** The query string ('' or '?…') of a place in a list, without its defaults. */
export function writeCollectionAddress(address: CollectionAddress): string {
  const params = new URLSearchParams();
  if (address.category) params.set('category', address.category);
  if (address.page !== 1) params.set('page', String(address.page));
  if (address.perPage !== defaultPerPage) params.set('perPage', String(address.perPage));
  const text = params.toString();
  return text ? `?${text}` : '';
}
