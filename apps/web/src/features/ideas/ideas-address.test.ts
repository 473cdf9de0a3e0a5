import { describe, expect, it } from 'vitest';
import { readIdeasAddress, writeIdeasAddress } from './ideas-address';

describe('the ideas list in the address', () => {
  it('reads the niche, page and page size, leaving out what cannot be one', () => {
    expect(readIdeasAddress('?niche=Nurse&page=3&perPage=20')).toEqual({
      niche: 'nurse',
      page: 3,
      perPage: 20,
    });
    expect(readIdeasAddress('?niche=a,b&page=0&perPage=7')).toEqual({
      niche: undefined,
      page: 1,
      perPage: 50,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeIdeasAddress({ page: 1, perPage: 50 })).toBe('');
    expect(writeIdeasAddress({ niche: 'dog lovers', page: 2, perPage: 50 })).toBe(
      '?page=2&niche=dog+lovers',
    );
  });
});
