import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readFollowsAddress, writeFollowsAddress, type FollowsAddress } from './follows-address';

/**
 * The tab, filter and page of /a/follows read from the address, and a way to move: every move is
 * a history entry; `go` answers false when the address would not change.
 */
export function useFollowsAddress() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const address = useMemo(() => readFollowsAddress(search), [search]);
  const go = useCallback(
    (next: FollowsAddress): boolean => {
      const nextSearch = writeFollowsAddress(next);
      if (nextSearch === writeFollowsAddress(address)) return false;
      void navigate({ pathname, search: nextSearch });
      return true;
    },
    [address, navigate, pathname],
  );
  return { address, go };
}
