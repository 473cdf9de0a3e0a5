import type { Personalization } from '@postradar/contracts';
import { describe, expect, it } from 'vitest';
import {
  isPersonalizedSearch,
  personalizedSearch,
  withoutPersonalized,
} from './personalized-search';

function personalizationOf(extra: Partial<Personalization> = {}): Personalization {
  return {
    niches: [],
    languages: [],
    countries: [],
    kind: 'both',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...extra,
  };
}

describe('personalizedSearch', () => {
  it('sets the chosen lists comma-separated, and the kind where the screen has the choice', () => {
    const chosen = personalizationOf({
      niches: ['nurse', 'dog mom'],
      languages: ['en', 'pt-BR'],
      countries: ['US'],
      kind: 'ads',
    });
    expect(personalizedSearch(chosen, { withKind: true })).toEqual({
      niches: 'nurse,dog mom',
      languages: 'en,pt-BR',
      countries: 'US',
      kind: 'ad',
    });
    expect(personalizedSearch(chosen, { withKind: false })).toEqual({
      niches: 'nurse,dog mom',
      languages: 'en,pt-BR',
      countries: 'US',
    });
    expect(personalizedSearch(personalizationOf({ kind: 'posts' }), { withKind: true })).toEqual({
      kind: 'post',
    });
  });

  it('sets nothing for a personalization without choices, or none known yet', () => {
    expect(personalizedSearch(personalizationOf(), { withKind: true })).toBeNull();
    expect(personalizedSearch(personalizationOf({ kind: 'ads' }), { withKind: false })).toBeNull();
    expect(personalizedSearch(undefined, { withKind: true })).toBeNull();
  });
});

describe('isPersonalizedSearch', () => {
  const personalized = { niches: 'nurse,teacher', countries: 'US', kind: 'post' };

  it('matches the same lists in any order and case, with other filters beside them', () => {
    expect(
      isPersonalizedSearch(
        { niches: 'Teacher, nurse', countries: 'us', kind: 'post', languages: 'vi' },
        personalized,
      ),
    ).toBe(true);
  });

  it('does not match once a list or the kind changed', () => {
    expect(isPersonalizedSearch({ ...personalized, niches: 'nurse' }, personalized)).toBe(false);
    expect(isPersonalizedSearch({ ...personalized, kind: undefined }, personalized)).toBe(false);
    expect(isPersonalizedSearch({ niches: 'nurse,teacher', kind: 'post' }, personalized)).toBe(
      false,
    );
  });
});

describe('withoutPersonalized', () => {
  it('keeps what the user chose beside the personalization', () => {
    expect(
      withoutPersonalized(
        { q: 'mug', niches: 'nurse', languages: 'vi', kind: 'post' },
        { niches: 'nurse', kind: 'post' },
      ),
    ).toEqual({ q: 'mug', languages: 'vi' });
  });
});
