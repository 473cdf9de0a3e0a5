/** The mobile settings header's status: it hides while the page scrolls down. */
export type ScrollStatus = 'init' | 'down' | 'up';

export interface ScrollDirectionState {
  status: ScrollStatus;
  /** The scroll position seen last, in pixels from the top. */
  lastY: number;
}

export const initialScrollDirection: ScrollDirectionState = { status: 'init', lastY: 0 };

/**
 * Folds a new scroll position into the header status: at the top (or above it, as with iOS
 * overscroll) it resets to 'init'; moving down gives 'down' (header hides); moving up gives 'up'
 * (header shows). An unchanged position keeps the state as it is.
 */
export function scrollDirectionReducer(
  state: ScrollDirectionState,
  y: number,
): ScrollDirectionState {
  if (y <= 0) return state.status === 'init' && state.lastY === 0 ? state : initialScrollDirection;
  if (y === state.lastY) return state;
  return { status: y > state.lastY ? 'down' : 'up', lastY: y };
}
