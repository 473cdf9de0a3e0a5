import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readListParams, writeListParams, type ListParams } from './list-params';

/**
 * The list parameters of the current address and a way to change them: every change is a new
 * history entry, so Back returns to the previous search or page; `go` answers false when the
 * address would not change.
 */
export function useListAddress() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => readListParams(search), [search]);
  const go = useCallback(
    (next: ListParams): boolean => {
      const nextSearch = writeListParams(next);
      if (nextSearch === writeListParams(params)) return false;
      navigate({ pathname, search: nextSearch });
      return true;
    },
    [navigate, params, pathname],
  );
  return { params, go };
}
