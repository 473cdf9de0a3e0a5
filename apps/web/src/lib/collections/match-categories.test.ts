import type { FavoriteCategory } from '@postradar/contracts';
import { describe, expect, it } from 'vitest';
import { matchCategories } from './match-categories';

const category = (id: string, name: string): FavoriteCategory => ({
  _id: id,
  name,
  isDefault: id === '1',
  postCount: 0,
  hasPost: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const categories = [category('1', 'Favorites'), category('2', 'Nurse mugs'), category('3', 'Mugs')];
const names = (found: FavoriteCategory[]) => found.map((item) => item.name);

describe('matchCategories', () => {
  it('keeps every category and offers nothing for an empty search', () => {
    expect(matchCategories(categories, '  ')).toEqual({ matches: categories, newName: null });
  });

  it('filters by part of the name, ignoring case, and offers the trimmed search as a new name', () => {
    const found = matchCategories(categories, ' NURSE ');
    expect(names(found.matches)).toEqual(['Nurse mugs']);
    expect(found.newName).toBe('NURSE');
  });

  it('offers no new name when a category has exactly that name', () => {
    const found = matchCategories(categories, 'mugs');
    expect(names(found.matches)).toEqual(['Nurse mugs', 'Mugs']);
    expect(found.newName).toBeNull();
  });
});
