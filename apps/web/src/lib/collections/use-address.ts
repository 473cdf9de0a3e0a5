import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A list's place (its tab, filter, page, page size) read from the address with `read`, and a way
 * to move written with `write`: every move is a history entry, so Back returns to the previous
 * place; `go` answers false when the address would not change. `read` and `write` are the same
 * functions on every render (module functions).
 */
export function useAddress<A>(read: (search: string) => A, write: (address: A) => string) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const address = useMemo(() => read(search), [read, search]);
  const go = useCallback(
    (next: A): boolean => {
      const nextSearch = write(next);
      if (nextSearch === write(address)) return false;
      void navigate({ pathname, search: nextSearch });
      return true;
    },
    [address, navigate, pathname, write],
  );
  return { address, go };
}
