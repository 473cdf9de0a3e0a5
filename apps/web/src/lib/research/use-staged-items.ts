import { startTransition, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { afterNextFrame } from '../after-next-frame';

interface Stage<T> {
  items: readonly T[];
  /** How many of them are rendered. */
  count: number;
}

type StageAction<T> =
  | { type: 'start'; items: readonly T[]; count: number }
  | {
      type: 'step';
      items: readonly T[];
      count: number;
      /** Read when the step is rendered: a list paused since it was asked for takes no more. */
      isPaused: () => boolean;
    };

// A reducer's actions are applied when rendered (a state setter's may be applied when called).
function stageReducer<T>(stage: Stage<T>, action: StageAction<T>): Stage<T> {
  if (action.type === 'start') return { items: action.items, count: action.count };
  if (stage.items !== action.items || action.isPaused()) return stage;
  return { items: stage.items, count: stage.count + action.count };
}

/**
 * The items to render of a list that arrives whole but costs much to render: when a new list
 * arrives (by identity), its first `stepCount` items, so that the first frame showing it is drawn
 * sooner, then `stepCount` more after each frame until all are, each step rendered as a
 * transition (input first). Short steps keep the next search waiting for one step at most, not
 * the whole list. Once a render has shown the list paused (`isPaused`: it is about to be
 * replaced), no more items are added, not even by a step already asked for. A list that stays
 * the same stays as far as it got.
 */
export function useStagedItems<T>(
  items: readonly T[],
  stepCount: number,
  isPaused = false,
): readonly T[] {
  const [stage, dispatch] = useReducer(stageReducer<T>, { items, count: stepCount });
  const isPausedOnScreen = useRef(isPaused);
  useLayoutEffect(() => {
    isPausedOnScreen.current = isPaused;
  }, [isPaused]);
  let current = stage;
  if (stage.items !== items) {
    // A new list: its first items in this very render, rather than a frame of the old list.
    current = { items, count: stepCount };
    dispatch({ type: 'start', items, count: stepCount });
  }
  const { count } = current;
  const isComplete = count >= items.length;
  useEffect(() => {
    if (isComplete || isPaused) return;
    return afterNextFrame(() =>
      startTransition(() =>
        dispatch({
          type: 'step',
          items,
          count: stepCount,
          isPaused: () => isPausedOnScreen.current,
        }),
      ),
    );
  }, [items, count, isComplete, isPaused, stepCount]);
  return isComplete ? items : items.slice(0, count);
}
