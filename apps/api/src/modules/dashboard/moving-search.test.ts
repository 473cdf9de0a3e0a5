import type { Personalization } from '@postradar/contracts';
import { describe, expect, it } from 'vitest';
import { isPersonalized, movingSearch } from './moving-search';

const empty: Personalization = {
  niches: [],
  languages: [],
  countries: [],
  kind: 'both',
  updatedAt: null,
};

describe('movingSearch', () => {
  it('searches six posts by the sort over the whole corpus without a personalization', () => {
    expect(movingSearch('mass_shares', empty)).toEqual({
      mode: 'all',
      sort: 'mass_shares',
      page: 1,
      perPage: 6,
    });
    expect(isPersonalized(empty)).toBe(false);
  });

  it("keeps the user's niches, languages, countries and kind of posts", () => {
    const chosen: Personalization = {
      niches: ['nurse', 'dog mom'],
      languages: ['en'],
      countries: ['US', 'CA'],
      kind: 'ads',
      updatedAt: '2026-11-02T10:00:00.000Z',
    };
    expect(movingSearch('trending', chosen)).toEqual({
      mode: 'all',
      sort: 'trending',
      page: 1,
      perPage: 6,
      niches: ['nurse', 'dog mom'],
      languages: ['en'],
      countries: ['US', 'CA'],
      kind: 'ad',
    });
    expect(movingSearch('trending', { ...empty, kind: 'posts' }).kind).toBe('post');
  });

  it('counts any choice as personalized, the kind alone included', () => {
    expect(isPersonalized({ ...empty, kind: 'posts' })).toBe(true);
    expect(isPersonalized({ ...empty, countries: ['VN'] })).toBe(true);
    expect(isPersonalized({ ...empty, updatedAt: '2026-11-02T10:00:00.000Z' })).toBe(false);
  });
});
