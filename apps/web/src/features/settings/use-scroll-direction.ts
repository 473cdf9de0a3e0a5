import { useThrottledCallback } from '@mantine/hooks';
import { useEffect, useReducer } from 'react';
import {
  initialScrollDirection,
  scrollDirectionReducer,
  type ScrollStatus,
} from './scroll-direction';

/** The scroll handler runs at most every 100 ms (and once more after the last). */
export const scrollHandlerDelayMs = 100;

/** Whether the page was last scrolled down, up, or is at the top ('init'). */
export function useScrollDirection(isEnabled = true, delayMs = scrollHandlerDelayMs): ScrollStatus {
  const [state, dispatch] = useReducer(scrollDirectionReducer, initialScrollDirection);
  const onScroll = useThrottledCallback(() => dispatch(window.scrollY), delayMs);

  useEffect(() => {
    if (!isEnabled) return;
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [isEnabled, onScroll]);

  return state.status;
}
