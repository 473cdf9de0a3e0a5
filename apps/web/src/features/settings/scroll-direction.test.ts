import { describe, expect, it } from 'vitest';
import {
  initialScrollDirection,
  scrollDirectionReducer,
  type ScrollDirectionState,
} from './scroll-direction';

const run = (positions: number[], from: ScrollDirectionState = initialScrollDirection) =>
  positions.reduce(scrollDirectionReducer, from);

describe('scrollDirectionReducer', () => {
  it('starts at init', () => {
    expect(initialScrollDirection).toEqual({ status: 'init', lastY: 0 });
  });

  it('goes down while scrolling down (the header hides)', () => {
    expect(run([120]).status).toBe('down');
    expect(run([120, 400]).status).toBe('down');
  });

  it('goes up while scrolling up (the header shows)', () => {
    expect(run([400, 380]).status).toBe('up');
    expect(run([400, 380, 200]).status).toBe('up');
  });

  it('resets at the top, also for overscroll above it', () => {
    expect(run([400, 0])).toEqual(initialScrollDirection);
    expect(run([400, -30])).toEqual(initialScrollDirection);
  });

  it('keeps the state for an unchanged position', () => {
    const state = run([300]);
    expect(scrollDirectionReducer(state, 300)).toBe(state);
    expect(scrollDirectionReducer(initialScrollDirection, 0)).toBe(initialScrollDirection);
  });
});
