import { describe, expect, it } from 'vitest';
import { storedSearchHref, toStoredSearch } from './stored-search';

const posts = { defaultSort: 'newest' } as const;

describe('a search as the history keeps it', () => {
  it('keeps the parameters of the address without the page, the defaults or what the screen fixes', () => {
    expect(
      toStoredSearch(
        '/a/ads',
        { q: 'mug', mode: 'all', kind: 'ad', sort: 'newest', page: '3', perPage: '20' },
        { ...posts, fixed: { kind: 'ad' } },
      ),
    ).toEqual({ path: '/a/ads', params: { q: 'mug', perPage: '20' } });
    expect(toStoredSearch('/a/pages/12/', { sort: 'reactions' }, posts)).toEqual({
      path: '/a/pages/12',
      params: { sort: 'reactions' },
    });
  });

  it('keeps the parameters of the screen around the search after its own', () => {
    expect(
      toStoredSearch(
        '/a/groups/4',
        { q: 'mug', page: '2' },
        { ...posts, screenParams: { tab: 'posts' } },
      ),
    ).toEqual({ path: '/a/groups/4', params: { q: 'mug', tab: 'posts' } });
  });

  it('keeps nothing on a screen whose searches are not kept', () => {
    expect(toStoredSearch('/a/favorites', { q: 'mug' }, posts)).toBeUndefined();
    expect(toStoredSearch('/a/pages/0', { q: 'mug' }, posts)).toBeUndefined();
  });

  it('runs again at the address with the parameters in the API order', () => {
    expect(
      storedSearchHref({
        path: '/a/posts',
        params: { sort: 'reactions', zeta: '1', q: 'nurse mug', type: 'photo,video' },
      }),
    ).toBe('/a/posts?q=nurse+mug&type=photo%2Cvideo&sort=reactions&zeta=1');
    expect(storedSearchHref({ path: '/a/trending', params: {} })).toBe('/a/trending');
  });
});
