import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cappedPageCount, pagerItems, type PagerItem } from './pager-items';

const pages = (items: PagerItem[]) => items.filter((item): item is number => item !== 'ellipsis');

describe('pagerItems', () => {
  it('keeps 3 pages at each end and the current page with one neighbour on each side', () => {
    expect(pagerItems(10, 20)).toEqual([1, 2, 3, 'ellipsis', 9, 10, 11, 'ellipsis', 18, 19, 20]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 'ellipsis', 18, 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, 2, 3, 'ellipsis', 18, 19, 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 18, 19, 20]);
  });

  it('shows a lone hidden page instead of an ellipsis', () => {
    expect(pagerItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 18, 19, 20]);
    expect(pagerItems(15, 20)).toEqual([1, 2, 3, 'ellipsis', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('lists every page when they all fit in the longest row (11 entries)', () => {
    expect(pagerItems(1, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pagerItems(1, 12)).toEqual([1, 2, 3, 'ellipsis', 10, 11, 12]);
    expect(pagerItems(1, 5, { margin: 1 })).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 8, { margin: 1 })).toEqual([1, 2, 'ellipsis', 8]);
  });

  it('lists every page of a short list', () => {
    expect(pagerItems(2, 2)).toEqual([1, 2]);
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  const layout = fc.record({
    range: fc.integer({ min: 0, max: 6 }),
    margin: fc.integer({ min: 1, max: 5 }),
  });
  const pagerCase = fc
    .integer({ min: 1, max: 100_000 })
    .chain((totalPages) =>
      fc.tuple(fc.integer({ min: 1, max: totalPages }), fc.constant(totalPages), layout),
    );

  it('always starts at 1, ends at the last page and includes the current page', () => {
    fc.assert(
      fc.property(pagerCase, ([page, totalPages, options]) => {
        const items = pagerItems(page, totalPages, options);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(totalPages);
        expect(items).toContain(page);
      }),
    );
  });

  it('accounts for every page once: shown in order, or hidden behind an ellipsis of 2 or more', () => {
    fc.assert(
      fc.property(pagerCase, ([page, totalPages, options]) => {
        const items = pagerItems(page, totalPages, options);
        items.forEach((item, index) => {
          if (item !== 'ellipsis') return;
          const before = items[index - 1];
          const after = items[index + 1];
          expect(typeof before).toBe('number');
          expect(typeof after).toBe('number');
          expect((after as number) - (before as number)).toBeGreaterThanOrEqual(3);
        });
        for (let index = 1; index < items.length; index += 1) {
          const [before, item] = [items[index - 1], items[index]];
          if (typeof before === 'number' && typeof item === 'number') {
            expect(item).toBe(before + 1);
          }
        }
      }),
    );
  });

  it('shows the margins and the range around the current page, and stays short', () => {
    fc.assert(
      fc.property(pagerCase, ([page, totalPages, { range, margin }]) => {
        const shown = new Set(pages(pagerItems(page, totalPages, { range, margin })));
        const before = Math.floor(range / 2);
        const required = [
          ...Array.from({ length: margin }, (_, i) => i + 1),
          ...Array.from({ length: margin }, (_, i) => totalPages - i),
          ...Array.from({ length: range + 1 }, (_, i) => page - before + i),
        ].filter((p) => p >= 1 && p <= totalPages);
        for (const p of required) expect(shown.has(p)).toBe(true);
        // margins + range + current, plus at most two lone pages filled in or two ellipses
        expect(pagerItems(page, totalPages, { range, margin }).length).toBeLessThanOrEqual(
          2 * margin + range + 1 + 2,
        );
      }),
    );
  });

  it('treats a page out of range as the nearest end', () => {
    expect(pagerItems(0, 20)).toEqual(pagerItems(1, 20));
    expect(pagerItems(99, 20)).toEqual(pagerItems(20, 20));
  });
});

describe('cappedPageCount', () => {
  it('caps the pages so that pages x per-page stays within 10000', () => {
    expect(cappedPageCount(300, 50)).toBe(200);
    expect(cappedPageCount(200, 50)).toBe(200);
    expect(cappedPageCount(5, 50)).toBe(5);
    expect(cappedPageCount(1000, 30)).toBe(333);
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 500 }), (count, perPage) => {
        const capped = cappedPageCount(count, perPage);
        expect(capped).toBeLessThanOrEqual(count);
        expect(capped * perPage).toBeLessThanOrEqual(10_000);
      }),
    );
  });
});
