import { describe, expect, it } from 'vitest';
import { readFollowsAddress, writeFollowsAddress } from './follows-address';

describe('the address of the follows screen', () => {
  it('reads the tab, the blacklist kind, the page and the page size', () => {
    expect(readFollowsAddress('?tab=blacklist&kind=page&page=3&perPage=20')).toEqual({
      tab: 'blacklist',
      kind: 'page',
      page: 3,
      perPage: 20,
    });
  });

  it('falls back to the defaults for what it does not take', () => {
    expect(readFollowsAddress('?tab=ideas&kind=page&page=0&perPage=30')).toEqual({
      tab: 'pages',
      kind: undefined,
      page: 1,
      perPage: 50,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeFollowsAddress({ tab: 'pages', page: 1, perPage: 50 })).toBe('');
    expect(writeFollowsAddress({ tab: 'pixels', page: 2, perPage: 10 })).toBe(
      '?tab=pixels&page=2&perPage=10',
    );
    expect(writeFollowsAddress({ tab: 'domains', kind: 'post', page: 1, perPage: 50 })).toBe(
      '?tab=domains',
    );
  });
});
