import { isApiError } from '@postradar/api-client';
import { postSearchQuerySchema } from '@postradar/contracts';
import { rangeFields } from './search-form-values';
import { searchParamNames, type SearchParamName, type SearchParams } from './search-params';

/** Why a search parameter is refused, as an i18n key of `research.errors`. */
export type SearchErrorKey =
  | 'research.errors.wholeNumber'
  | 'research.errors.range'
  | 'research.errors.date'
  | 'research.errors.dateRange'
  | 'research.errors.tooLong'
  | 'research.errors.mediaType'
  | 'research.errors.choice'
  | 'research.errors.page';

export type SearchFieldErrors = Partial<Record<SearchParamName, SearchErrorKey>>;

const numberFields = new Set<string>(rangeFields.flat());
/** Each upper bound and the lower bound it must not be less than. */
const lowerBounds: Partial<Record<SearchParamName, SearchParamName>> = {
  createdTo: 'createdFrom',
  ...Object.fromEntries(rangeFields.map(([min, max]) => [max, min])),
};

function isParamName(value: unknown): value is SearchParamName {
  return (searchParamNames as readonly unknown[]).includes(value);
}

/** An upper bound refused only because of its lower bound: valid once that one is left out. */
function isRangeIssue(field: SearchParamName, params: SearchParams): boolean {
  const lower = lowerBounds[field];
  if (!lower || params[lower] === undefined) return false;
  const alone = postSearchQuerySchema.safeParse({ ...params, [lower]: undefined });
  return alone.success || !alone.error.issues.some((issue) => issue.path[0] === field);
}

function errorKey(field: SearchParamName, params: SearchParams): SearchErrorKey {
  const isDate = field === 'createdFrom' || field === 'createdTo';
  if (isRangeIssue(field, params))
    return isDate ? 'research.errors.dateRange' : 'research.errors.range';
  if (isDate) return 'research.errors.date';
  if (numberFields.has(field)) return 'research.errors.wholeNumber';
  if (field === 'q' || field === 'exclude') return 'research.errors.tooLong';
  if (field === 'type') return 'research.errors.mediaType';
  if (field === 'page') return 'research.errors.page';
  return 'research.errors.choice';
}

/**
 * What the API's contract refuses in a search, field by field (the first reason of each): the
 * form checks itself with it before searching, and a 400 from the API is shown the same way.
 */
export function validateSearch(params: SearchParams): SearchFieldErrors {
  const parsed = postSearchQuerySchema.safeParse(params);
  if (parsed.success) return {};
  const errors: SearchFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isParamName(field) && !errors[field]) errors[field] = errorKey(field, params);
  }
  return errors;
}

/** The parameter a 400 of the API names ("Invalid query parameter 'sharesMax': …"), if any. */
export function refusedParam(error: unknown): SearchParamName | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const field = /^Invalid query parameter '(\w+)'/.exec(error.message)?.[1];
  return isParamName(field) ? field : null;
}

/**
 * The field errors to show for a failed search: the contract's reason for the parameter the API
 * refused, in the interface language (a page beyond the last one is refused by the API alone).
 */
export function searchFieldErrors(error: unknown, params: SearchParams): SearchFieldErrors {
  const field = refusedParam(error);
  if (!field) return {};
  const errors = validateSearch(params);
  return { [field]: errors[field] ?? errorKey(field, params) };
}
