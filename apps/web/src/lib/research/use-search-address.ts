import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  readSearchParams,
  withScreenParams,
  writeSearchParams,
  type SearchParams,
  type SearchScope,
} from './search-params';

/**
 * The search of the current address and a way to change it. Every change is a new history entry,
 * so Back returns to the previous search; `go` answers false when the address would not change.
 */
export function useSearchAddress(scope: SearchScope) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => readSearchParams(search), [search]);
  const go = useCallback(
    (next: SearchParams): boolean => {
      const nextSearch = writeSearchParams(next, scope);
      if (nextSearch === writeSearchParams(params, scope)) return false;
      navigate({ pathname, search: withScreenParams(nextSearch, scope) });
      return true;
    },
    [navigate, params, pathname, scope],
  );
  return { params, go };
}
