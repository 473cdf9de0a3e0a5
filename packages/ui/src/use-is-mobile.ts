import { useSyncExternalStore } from 'react';
import { mobileQuery } from './media';

/**
 * One media-query listener shared by every component that asks, so crossing the phone width
 * re-renders them all in one pass (a hundred time-agos each with its own listener made React
 * stop with "Maximum update depth exceeded").
 */
const listeners = new Set<() => void>();
let media: MediaQueryList | null = null;

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window.matchMedia === 'function') {
    media = window.matchMedia(mobileQuery);
    media.addEventListener('change', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    media?.removeEventListener('change', notify);
    media = null;
  };
}

function isMobileNow(): boolean {
  if (media) return media.matches;
  return typeof window.matchMedia === 'function' && window.matchMedia(mobileQuery).matches;
}

/** True at a viewport width of 480 px or less (the phone layout). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
