import type { Personalization } from '@postradar/contracts';
import { describe, expect, it } from 'vitest';
import { trendingHref } from './trending-href';

const nothing: Personalization = {
  niches: [],
  languages: [],
  countries: [],
  kind: 'both',
  updatedAt: null,
};

describe('trendingHref', () => {
  it('opens Trending at its default sort with nothing narrowed', () => {
    expect(trendingHref('trending', undefined)).toBe('/a/trending');
    expect(trendingHref('trending', nothing)).toBe('/a/trending');
  });

  it('names a spike sort and the niches, languages and countries, comma-separated', () => {
    const audience = { niches: ['nurse', 'dog mom'], languages: ['en', 'vi'], countries: ['US'] };
    expect(trendingHref('mass_shares', { ...nothing, ...audience })).toBe(
      '/a/trending?sort=mass_shares&niches=nurse,dog%20mom&languages=en,vi&countries=US',
    );
  });

  it('keeps to posts or ads as the block does, and leaves out what is not chosen', () => {
    expect(trendingHref('mass_comments', { ...nothing, languages: ['vi'], kind: 'ads' })).toBe(
      '/a/trending?sort=mass_comments&languages=vi&kind=ad',
    );
    expect(trendingHref('trending', { ...nothing, kind: 'posts' })).toBe('/a/trending?kind=post');
  });

  it('encodes what an address cannot hold as is', () => {
    expect(trendingHref('trending', { ...nothing, niches: ['áo & mug'] })).toBe(
      '/a/trending?niches=%C3%A1o%20%26%20mug',
    );
  });
});
