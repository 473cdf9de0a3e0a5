import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  readSearchesAddress,
  writeSearchesAddress,
  type SearchesAddress,
} from './searches-address';

/**
 * The list, page and page size of the current address, and a way to change them: each change is
 * a new history entry, so Back returns to the previous list or page.
 */
export function useSearchesAddress() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const address = useMemo(() => readSearchesAddress(search), [search]);
  const go = useCallback(
    (next: Partial<SearchesAddress>) => {
      const nextSearch = writeSearchesAddress({ ...address, ...next });
      if (nextSearch !== writeSearchesAddress(address)) navigate({ pathname, search: nextSearch });
    },
    [address, navigate, pathname],
  );
  return { address, go };
}
