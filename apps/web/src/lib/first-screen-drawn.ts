import { useEffect, useSyncExternalStore } from 'react';
import { afterNextFrame } from './after-next-frame';

/**
 * Whether the screen the app opened on is drawn. What the user did not ask for (the overlays'
 * code, the limited-time offer, the first heartbeat) waits for it: on a slow link the screen's own
 * code, data and images then have the connections to themselves. A research screen opened with a
 * session says so once its first results, or its empty or failed state, or the upgrade prompt
 * shown instead, are drawn; any other
 * screen once the app has first drawn; and after `patienceMs` the screen is taken as drawn
 * whatever it shows (a prompt instead of results, a user who moved on).
 */
let isDrawn = false;
let waitsForResults = false;
const listeners = new Set<() => void>();

/** How long what waits for the first screen waits at most, from the start. */
export const patienceMs = 4_000;

/** The screen at the start says when its results are drawn (the start asked for them ahead). */
export function firstScreenWaitsForResults(): void {
  waitsForResults = true;
  setTimeout(markFirstScreenDrawn, patienceMs);
}

/** The first screen is drawn: what waited for it goes ahead (once). */
export function markFirstScreenDrawn(): void {
  if (isDrawn) return;
  isDrawn = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Marks the first screen drawn once what `isShown` says is shown has been drawn. */
export function useMarkFirstScreenDrawnWhen(isShown: boolean): void {
  useEffect(() => (isShown ? afterNextFrame(markFirstScreenDrawn) : undefined), [isShown]);
}

/** The app has drawn its first frame: the first screen is, unless its results are still due. */
export function markAppDrawn(): () => void {
  return waitsForResults ? () => undefined : afterNextFrame(markFirstScreenDrawn);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the first screen is drawn (see above); false before, and when rendered ahead. */
export function useIsFirstScreenDrawn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isDrawn,
    () => false,
  );
}

/** Runs `task` once the first screen is drawn (at once if it is). */
export function afterFirstScreen(task: () => void): () => void {
  if (isDrawn) {
    task();
    return () => undefined;
  }
  listeners.add(task);
  return () => listeners.delete(task);
}
