import { isApiError } from '@postradar/api-client';
import { useQuery } from '@tanstack/react-query';
import { shouldRetry } from '../../lib/research/use-post-search';
import { entityKeys } from '../../lib/entities/entity-keys';
import { getEntity } from './entity-api';
import type { EntityKind } from '../../lib/entities/entity-kinds';

/** A page, domain or pixel with its counts; `isMissing` when the API knows no such one. */
export function useEntityDetail<K extends EntityKind>(kind: K, id: string) {
  const detail = useQuery({
    queryKey: entityKeys.detail(kind, id),
    queryFn: ({ signal }) => getEntity(kind, id, signal),
    retry: shouldRetry,
  });
  const status = isApiError(detail.error) ? detail.error.status : undefined;
  // A malformed id is a 400 naming 'id': to a reader, as missing as an unknown one.
  return { ...detail, isMissing: status === 404 || status === 400 };
}
