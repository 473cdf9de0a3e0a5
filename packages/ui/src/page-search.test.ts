import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPageSearch, readPageParam } from './page-search';

describe('readPageParam', () => {
  it('reads the page, defaulting to 1', () => {
    expect(readPageParam('?q=mug&page=4')).toBe(4);
    expect(readPageParam('')).toBe(1);
    expect(readPageParam('?page=')).toBe(1);
    expect(readPageParam('?page=0')).toBe(1);
    expect(readPageParam('?page=-2')).toBe(1);
    expect(readPageParam('?page=2.5')).toBe(1);
    expect(readPageParam('?page=abc')).toBe(1);
  });
});

describe('nextPageSearch', () => {
  it('sets the page and keeps the other parameters', () => {
    expect(nextPageSearch('?q=mug&sort=trending', 3)).toBe('?q=mug&sort=trending&page=3');
    expect(nextPageSearch('?page=3&q=mug', 4)).toBe('?page=4&q=mug');
    expect(nextPageSearch('', 2)).toBe('?page=2');
  });

  it('returns null when the page does not change', () => {
    expect(nextPageSearch('?page=3', 3)).toBeNull();
    expect(nextPageSearch('?q=mug', 1)).toBeNull();
  });

  it('returns null for moves out of range', () => {
    expect(nextPageSearch('?page=1', 0)).toBeNull();
    expect(nextPageSearch('?page=1', -1)).toBeNull();
    expect(nextPageSearch('?page=1', 1.5)).toBeNull();
    expect(nextPageSearch('?page=5', 6, 5)).toBeNull();
    expect(nextPageSearch('?page=4', 5, 5)).toBe('?page=5');
  });

  it('round-trips through readPageParam', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.string(),
        (current, target, q) => {
          const search = `?${new URLSearchParams({ q, page: String(current) }).toString()}`;
          const next = nextPageSearch(search, target);
          if (target === current) expect(next).toBeNull();
          else {
            expect(next).not.toBeNull();
            expect(readPageParam(next ?? '')).toBe(target);
            expect(new URLSearchParams(next ?? '').get('q')).toBe(q);
          }
        },
      ),
    );
  });
});
