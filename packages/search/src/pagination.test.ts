import { describe, expect, it } from 'vitest';
import { isPageAllowed, maxPage, pageBeyondCapMessage, pageCount } from './pagination';

describe('page cap (decision 0013)', () => {
  it('caps pages so that pages x perPage <= 10000', () => {
    expect(pageCount(0, 50)).toBe(0);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(10_000, 50)).toBe(200);
    expect(pageCount(10_001, 50)).toBe(200);
    expect(pageCount(1_000_000, 100)).toBe(100);
    expect(pageCount(1_000_000, 20)).toBe(500);
    for (const perPage of [10, 20, 50, 100]) {
      expect(pageCount(10 ** 7, perPage) * perPage).toBeLessThanOrEqual(10_000);
    }
  });

  it('offers every page up to the cap when the count stopped early', () => {
    expect(pageCount(1_000, 50, true)).toBe(200);
    expect(pageCount(1_000, 100, true)).toBe(100);
    expect(pageCount(1_000, 50, false)).toBe(20);
  });

  it('refuses pages beyond the cap with a message naming the last page', () => {
    expect(maxPage(50)).toBe(200);
    expect(isPageAllowed(200, 50)).toBe(true);
    expect(isPageAllowed(201, 50)).toBe(false);
    expect(isPageAllowed(0, 50)).toBe(false);
    expect(pageBeyondCapMessage(201, 50)).toContain('(200 at 50 per page');
  });
});
