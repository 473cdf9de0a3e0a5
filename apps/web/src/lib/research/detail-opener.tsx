import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type MouseEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { detailState } from './detail-state';
import { postPath } from './post-links';

type OpenDetail = (postId: string) => void;

const DetailOpenerContext = createContext<OpenDetail | null>(null);

/** Makes the links of the cards inside open their post's detail over the list. */
export const DetailOpenerProvider = DetailOpenerContext.Provider;

/**
 * Opens a post's detail over the list, with the list's address and result ids as they are at the
 * click. The function stays the same while the address and the results change, so cards given it
 * do not render again on every search.
 */
export function useDetailOpener(resultIds: string[]): OpenDetail {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ location, resultIds, navigate });
  useLayoutEffect(() => {
    latest.current = { location, resultIds, navigate };
  });
  return useCallback((postId: string) => {
    const { location: list, resultIds: ids, navigate: go } = latest.current;
    const { pathname, search, hash, key } = list;
    void go(postPath(postId), {
      state: detailState({ pathname, search, hash, key, state: null }, ids),
    });
  }, []);
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * The click handler of a link to a post's detail: inside a list, a plain click opens the detail
 * over the list; a click that opens a new tab or window, or a link outside a list, follows the
 * link's address as usual.
 */
export function useDetailLinkClick(
  postId: string,
): ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined {
  const openDetail = useContext(DetailOpenerContext);
  if (!openDetail) return undefined;
  return (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    openDetail(postId);
  };
}
