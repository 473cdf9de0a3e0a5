import type { FormFields } from './form-body';
import { textField } from './form-body';
import { invalidRequest } from './stripe-error';
import type { ListPage } from './stripe-objects';

/**
 * One page of a Stripe list, newest first, honouring `limit` (1 to 100, default 10) and
 * `starting_after` as the SDK's auto-pagination sends them.
 */
export function listPage<T extends { id: string; created: number }>(
  items: T[],
  fields: FormFields,
  url: string,
): ListPage<T> {
  const limit = Number(textField(fields, 'limit') ?? 10);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalidRequest(
      'This value must be between 1 and 100 (it currently is too large or small).',
      'limit',
    );
  }
  const newestFirst = items.slice().reverse();
  const after = textField(fields, 'starting_after');
  const start = after === undefined ? 0 : newestFirst.findIndex((item) => item.id === after) + 1;
  const data = newestFirst.slice(start, start + limit);
  return { object: 'list', url, has_more: start + limit < newestFirst.length, data };
}
