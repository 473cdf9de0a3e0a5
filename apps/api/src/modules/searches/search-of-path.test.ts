import { describe, expect, it } from 'vitest';
import { searchOfPath } from './search-of-path';

describe('searchOfPath', () => {
  it('reads the parameters of the post search as GET /api/posts does', () => {
    const search = searchOfPath({
      path: '/a/posts',
      params: { q: 'nurse mug', sort: 'reactions', type: 'photo,video', reactionsMin: '10' },
    });
    expect(search).toMatchObject({
      q: 'nurse mug',
      mode: 'all',
      sort: 'reactions',
      type: ['photo', 'video'],
      reactionsMin: 10,
    });
    expect(search.within).toBeUndefined();
  });

  it('keeps the ads library to ads, whatever the parameters say', () => {
    expect(searchOfPath({ path: '/a/ads', params: {} }).kind).toBe('ad');
    expect(searchOfPath({ path: '/a/ads', params: { kind: 'post' } }).kind).toBe('ad');
    expect(searchOfPath({ path: '/a/posts', params: {} }).kind).toBeUndefined();
  });

  it('sorts trending by the reaction gain unless another sort is named', () => {
    expect(searchOfPath({ path: '/a/trending', params: {} }).sort).toBe('trending');
    expect(searchOfPath({ path: '/a/trending', params: { sort: 'mass_shares' } }).sort).toBe(
      'mass_shares',
    );
    expect(searchOfPath({ path: '/a/posts', params: {} }).sort).toBe('newest');
  });

  it('searches within the page, domain, pixel or group of the path', () => {
    expect(searchOfPath({ path: '/a/pages/12', params: {} }).within).toEqual({ page: 12 });
    expect(searchOfPath({ path: '/a/domains/3', params: {} }).within).toEqual({ domain: 3 });
    expect(searchOfPath({ path: '/a/pixels/45', params: {} }).within).toEqual({ pixel: 45 });
    expect(searchOfPath({ path: '/a/groups/7', params: { q: 'dog' } })).toMatchObject({
      q: 'dog',
      within: { group: 7 },
    });
  });

  it('leaves out empty values, the page and its size', () => {
    const search = searchOfPath({
      path: '/a/posts',
      params: { q: '', page: '999999', perPage: '7' },
    });
    expect(search).toMatchObject({ page: 1, perPage: 50 });
    expect(search.q).toBeUndefined();
  });

  it('refuses a parameter the search cannot take, naming it', () => {
    expect(() => searchOfPath({ path: '/a/posts', params: { sort: 'bogus' } })).toThrow(
      /Invalid search parameter 'sort'/,
    );
    expect(() =>
      searchOfPath({ path: '/a/posts', params: { reactionsMin: '9', reactionsMax: '2' } }),
    ).toThrow(/'reactionsMax': must not be less than reactionsMin/);
    expect(() => searchOfPath({ path: '/a/ideas', params: {} })).toThrow(/Invalid search path/);
  });
});
