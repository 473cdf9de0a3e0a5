import { describe, expect, it } from 'vitest';
import { readCollectionAddress, writeCollectionAddress } from './collection-address';

describe('the address of a collection list', () => {
  it('reads the category, page and page size', () => {
    expect(readCollectionAddress('?category=12&page=3&perPage=20')).toEqual({
      category: '12',
      page: 3,
      perPage: 20,
    });
  });

  it('falls back to every category, page 1 and 50 a page for what it does not take', () => {
    expect(readCollectionAddress('')).toEqual({ category: undefined, page: 1, perPage: 50 });
    expect(readCollectionAddress('?category=abc&page=0&perPage=30')).toEqual({
      category: undefined,
      page: 1,
      perPage: 50,
    });
    expect(readCollectionAddress('?page=-2').page).toBe(1);
    expect(readCollectionAddress('?page=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeCollectionAddress({ page: 1, perPage: 50 })).toBe('');
    expect(writeCollectionAddress({ category: '4', page: 2, perPage: 100 })).toBe(
      '?category=4&page=2&perPage=100',
    );
  });
});
