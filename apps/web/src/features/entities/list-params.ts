import { defaultEntitySort, defaultPerPage, perPageChoices } from '@postradar/contracts';
import { isPageAllowed } from '@postradar/search';
import { entitySorts, type EntityKind } from '../../lib/entities/entity-kinds';

/**
 * A list's parameters, named and ordered as GET /api/pages (domains, pixels) takes them. The
 * address of a list screen holds exactly these, so a list can be bookmarked, shared and reloaded.
 */
export const listParamNames = ['q', 'platform', 'sort', 'page', 'perPage'] as const;
export type ListParamName = (typeof listParamNames)[number];
export type ListParams = Partial<Record<ListParamName, string>>;

const defaults: ListParams = {
  sort: defaultEntitySort,
  page: '1',
  perPage: String(defaultPerPage),
};

function isParamName(name: string): name is ListParamName {
  return (listParamNames as readonly string[]).includes(name);
}

/** The list parameters of a query string; unknown and empty ones are left out. */
export function readListParams(search: string): ListParams {
  const params: ListParams = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const trimmed = value.trim();
    if (isParamName(name) && trimmed !== '' && params[name] === undefined) params[name] = trimmed;
  }
  return params;
}

/** The query string ('' or '?…') of a list, without empty values or the defaults. */
export function writeListParams(params: ListParams): string {
  const query = new URLSearchParams();
  for (const name of listParamNames) {
    const value = params[name]?.trim();
    if (value === undefined || value === '' || value === defaults[name]) continue;
    query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * What the list asks the API for: the address's parameters that make sense for this list (a sort
 * it offers, a page size of the choices, a page within the 10,000-result cap, a platform only
 * for domains); anything else falls back to its default rather than failing.
 */
export function requestListParams(kind: EntityKind, params: ListParams): ListParams {
  const sorts: readonly string[] = entitySorts[kind];
  const perPage = perPageChoices.find((choice) => String(choice) === params.perPage);
  const page = Number(params.page);
  return {
    q: params.q,
    platform: kind === 'domains' ? params.platform : undefined,
    sort: params.sort && sorts.includes(params.sort) ? params.sort : undefined,
    page: isPageAllowed(page, perPage ?? defaultPerPage) ? params.page : undefined,
    perPage: perPage === undefined ? undefined : String(perPage),
  };
}
