import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it("encodes as the API reads it: '+' for spaces, ':', '$' and ',' kept", () => {
    expect(toQueryString({ q: 'ao thun & mũ', ids: '1,2', at: '10:30', price: '$5' })).toBe(
      'q=ao+thun+%26+m%C5%A9&ids=1,2&at=10:30&price=$5',
    );
  });

  it("repeats an array's name with '[]' and leaves out null and undefined", () => {
    expect(
      toQueryString({ tags: ['a', null, 'b'], page: 2, all: true, no: null, gone: undefined }),
    ).toBe('tags%5B%5D=a&tags%5B%5D=b&page=2&all=true');
    expect(toQueryString({})).toBe('');
  });
});
