import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  readCollectionAddress,
  writeCollectionAddress,
  type CollectionAddress,
} from './collection-address';

/**
 * A collection list's place (category, page, page size) read from the address, and a way to move:
 * every move is a history entry, so Back returns to the previous page; `go` answers false when
 * the address would not change.
 */
export function useCollectionAddress() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const address = useMemo(() => readCollectionAddress(search), [search]);
  const go = useCallback(
    (next: CollectionAddress): boolean => {
      const nextSearch = writeCollectionAddress(next);
      if (nextSearch === writeCollectionAddress(address)) return false;
      void navigate({ pathname, search: nextSearch });
      return true;
    },
    [address, navigate, pathname],
  );
  return { address, go };
}
