import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its state lives for the page's life), before anything is drawn. */
async function freshModule() {
  vi.resetModules();
  return import('./first-screen-drawn');
}

/** Runs the pending animation frames and the tasks they post. */
async function drawFrame() {
  await vi.advanceTimersByTimeAsync(20);
  await vi.advanceTimersByTimeAsync(1);
}

describe('what waits for the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes once the app has drawn, on a screen without results to wait for', async () => {
    const { afterFirstScreen, markAppDrawn } = await freshModule();
    const task = vi.fn();
    afterFirstScreen(task);
    markAppDrawn();
    expect(task).not.toHaveBeenCalled();
    await drawFrame();
    expect(task).toHaveBeenCalledTimes(1);
    // Later tasks run at once; nothing runs twice.
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the results the start asked for, and no longer than its patience', async () => {
    const module = await freshModule();
    const task = vi.fn();
    module.firstScreenWaitsForResults();
    module.afterFirstScreen(task);
    module.markAppDrawn();
    await drawFrame();
    expect(task).not.toHaveBeenCalled();
    module.markFirstScreenDrawn();
    expect(task).toHaveBeenCalledTimes(1);

    const next = await freshModule();
    const waiting = vi.fn();
    next.firstScreenWaitsForResults();
    next.afterFirstScreen(waiting);
    await vi.advanceTimersByTimeAsync(next.patienceMs - 1);
    expect(waiting).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('goes once what a screen waits to show is drawn', async () => {
    const module = await freshModule();
    const task = vi.fn();
    module.firstScreenWaitsForResults();
    module.afterFirstScreen(task);
    const { rerender } = renderHook(({ isShown }) => module.useMarkFirstScreenDrawnWhen(isShown), {
      initialProps: { isShown: false },
    });
    await drawFrame();
    expect(task).not.toHaveBeenCalled();
    rerender({ isShown: true });
    await drawFrame();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run a task cancelled before the screen was drawn', async () => {
    const { afterFirstScreen, markFirstScreenDrawn } = await freshModule();
    const task = vi.fn();
    const cancel = afterFirstScreen(task);
    cancel();
    markFirstScreenDrawn();
    expect(task).not.toHaveBeenCalled();
  });
});
