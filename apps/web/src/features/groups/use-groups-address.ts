import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readGroupsAddress, writeGroupsAddress, type GroupsAddress } from './groups-address';

/**
 * The tab and page of /a/groups read from the address, and a way to move: every move is a history
 * entry; `go` answers false when the address would not change.
 */
export function useGroupsAddress() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const address = useMemo(() => readGroupsAddress(search), [search]);
  const go = useCallback(
    (next: GroupsAddress): boolean => {
      const nextSearch = writeGroupsAddress(next);
      if (nextSearch === writeGroupsAddress(address)) return false;
      void navigate({ pathname, search: nextSearch });
      return true;
    },
    [address, navigate, pathname],
  );
  return { address, go };
}
