import { describe, expect, it } from 'vitest';
import { everyMatchIsCheaper, probeIsCheaper } from './scan-costs';

/** The benchmark's narrow posts table: a million posts on 96,541 pages. */
const table = { posts: 1_000_000, heapPages: 96_541 };
const SCATTERED = 0;
const IN_ORDER = 0.999;

describe('everyMatchIsCheaper', () => {
  it('lists every match of a rare word deep into an order unrelated to the table', () => {
    // Page 99 of 100 of `halloween` (4.9%) by reactions: the walk passes some 196,000 posts, the
    // bitmap visits the heap pages of 49,000 matches.
    expect(everyMatchIsCheaper(9_900, 0.049, SCATTERED, table)).toBe(true);
  });

  it('walks when the order follows the table', () => {
    // Page 99 of `personalized` (6.9%) by mass comments, an order close to the table's.
    expect(everyMatchIsCheaper(9_900, 0.069, IN_ORDER, table)).toBe(false);
  });

  it('walks for common words, whose bitmap visits nearly every page', () => {
    // `gift` (28%) by reactions, `free` (17.7%) by first seen: the walk finds the page long
    // before the bitmap has visited the pages of every match.
    expect(everyMatchIsCheaper(9_900, 0.28, SCATTERED, table)).toBe(false);
    expect(everyMatchIsCheaper(9_900, 0.177, SCATTERED, table)).toBe(false);
  });

  it('never lists the matches of a search estimated to match nothing', () => {
    expect(everyMatchIsCheaper(1_001, 0, SCATTERED, table)).toBe(false);
  });
});

describe('probeIsCheaper', () => {
  it('probes when reading the posts costs less than listing every match', () => {
    expect(probeIsCheaper(2_000, 0.5, table)).toBe(true);
    expect(probeIsCheaper(20_000, 0.05, table)).toBe(false);
  });
});
