import { describe, expect, it } from 'vitest';
import { readGroupsAddress, writeGroupsAddress } from './groups-address';

describe('the address of the groups screen', () => {
  it('reads the tab, the page and the page size, falling back to the defaults', () => {
    expect(readGroupsAddress('?tab=featured&page=2&perPage=10')).toEqual({
      tab: 'featured',
      page: 2,
      perPage: 10,
    });
    expect(readGroupsAddress('?tab=mine&page=-1&perPage=7')).toEqual({
      tab: 'own',
      page: 1,
      perPage: 50,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeGroupsAddress({ tab: 'own', page: 1, perPage: 50 })).toBe('');
    expect(writeGroupsAddress({ tab: 'followed', page: 3, perPage: 100 })).toBe(
      '?tab=followed&page=3&perPage=100',
    );
  });
});
