import { describe, expect, it } from 'vitest';
import { readGroupTab } from './group-tab';

describe("the tab of a group's screen", () => {
  it('is the one the address names', () => {
    expect(readGroupTab('?tab=trending')).toBe('trending');
    expect(readGroupTab('?tab=details&q=mug')).toBe('details');
  });

  it('is the trending posts for a post search, else the details', () => {
    expect(readGroupTab('?q=mug&sort=newest')).toBe('trending');
    expect(readGroupTab('')).toBe('details');
    expect(readGroupTab('?tab=other')).toBe('details');
  });
});
