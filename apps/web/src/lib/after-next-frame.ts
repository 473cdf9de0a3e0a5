import { startTransition, useEffect, useState } from 'react';

/** Runs `task` once the browser has drawn the next frame; returns a cancel function. */
export function afterNextFrame(task: () => void): () => void {
  let timer: number | undefined;
  // A task posted from an animation frame callback runs after that frame is painted.
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * False while a component mounts, true once the browser has drawn the frame showing it: what
 * renders only when this is true waits for that first frame instead of delaying it (and then
 * renders as a transition, input first).
 */
export function useFirstFrameDrawn(): boolean {
  const [isDrawn, setDrawn] = useState(false);
  useEffect(() => afterNextFrame(() => startTransition(() => setDrawn(true))), []);
  return isDrawn;
}
