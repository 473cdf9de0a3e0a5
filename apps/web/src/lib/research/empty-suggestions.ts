import { parseQuery } from '@postradar/search';
import { rangeFields } from './search-form-values';
import type { SearchParams } from './search-params';

export type EmptySuggestion =
  'fewerWords' | 'anyWord' | 'lessExcluded' | 'widerTime' | 'fewerFilters';

/** What to change when a search finds nothing, from what it asks for. */
export function emptySuggestions(params: SearchParams): EmptySuggestion[] {
  const suggestions: EmptySuggestion[] = [];
  const terms = parseQuery(params.q ?? '').terms.length;
  if (terms > 0) suggestions.push('fewerWords');
  if (terms > 1 && (params.mode ?? 'all') !== 'any') suggestions.push('anyWord');
  if (params.exclude) suggestions.push('lessExcluded');
  if (params.createdFrom || params.createdTo) suggestions.push('widerTime');
  if (params.type || rangeFields.some(([min, max]) => params[min] || params[max])) {
    suggestions.push('fewerFilters');
  }
  return suggestions;
}
