import { act, renderHook, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStagedItems } from './use-staged-items';

const listOf = (length: number, from = 0) => Array.from({ length }, (_, index) => from + index);

describe('useStagedItems', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the first items of a new list at once, then more after each frame, then all', async () => {
    const first = listOf(25);
    const lengths: number[] = [];
    const { result, rerender } = renderHook(
      ({ items }) => {
        const staged = useStagedItems(items, 10);
        if (lengths.at(-1) !== staged.length) lengths.push(staged.length);
        return staged;
      },
      { initialProps: { items: first } },
    );
    expect(result.current).toEqual(listOf(10));
    await waitFor(() => expect(result.current).toBe(first));
    expect(lengths).toEqual([10, 20, 25]);

    // The same list again stays whole.
    rerender({ items: first });
    expect(result.current).toBe(first);

    // A new list starts over from its first items.
    const second = listOf(25, 100);
    rerender({ items: second });
    expect(result.current).toEqual(listOf(10, 100));
    await waitFor(() => expect(result.current).toBe(second));
  });

  it('adds no more items while paused, and goes on once resumed', async () => {
    const items = listOf(25);
    const { result, rerender } = renderHook(({ isPaused }) => useStagedItems(items, 10, isPaused), {
      initialProps: { isPaused: true },
    });
    expect(result.current).toEqual(listOf(10));
    // Frames go by: still the first items.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current).toEqual(listOf(10));

    rerender({ isPaused: false });
    await waitFor(() => expect(result.current).toBe(items));
  });

  it('adds no items once paused, not even of a step asked for before', () => {
    vi.useFakeTimers();
    const items = listOf(25);
    const { result, rerender } = renderHook(({ isPaused }) => useStagedItems(items, 10, isPaused), {
      initialProps: { isPaused: false },
    });
    expect(result.current).toEqual(listOf(10));
    act(() => {
      // The frame is drawn and the next step asked for; then a key press pauses the list.
      vi.runOnlyPendingTimers();
      vi.runOnlyPendingTimers();
      flushSync(() => rerender({ isPaused: true }));
    });
    expect(result.current).toEqual(listOf(10));

    act(() => rerender({ isPaused: false }));
    act(() => {
      vi.runOnlyPendingTimers();
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toEqual(listOf(20));
  });

  it('gives a list no longer than one step whole at once', () => {
    const short = listOf(9);
    const { result } = renderHook(() => useStagedItems(short, 9));
    expect(result.current).toBe(short);
  });
});
