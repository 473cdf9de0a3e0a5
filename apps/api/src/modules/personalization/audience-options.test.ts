import { describe, expect, it } from 'vitest';
import { audienceOptions, nichesShown } from './audience-options';

const audience = {
  niches: [
    { value: 'nurse', posts: 40 },
    { value: 'y ta', posts: 12 },
    { value: 'nurse life', posts: 9 },
    { value: 'dog mom', posts: 3 },
  ],
  languages: [{ value: 'en', posts: 50 }],
  countries: [{ value: 'US', posts: 30 }],
};

describe('audienceOptions', () => {
  it('lists every niche without words, and every language and country', () => {
    expect(audienceOptions(audience, undefined)).toEqual(audience);
    expect(audienceOptions(audience, '  ')).toEqual(audience);
  });

  it('keeps the niches containing the words, case and accents ignored, in their order', () => {
    expect(audienceOptions(audience, 'NURSE').niches.map((niche) => niche.value)).toEqual([
      'nurse',
      'nurse life',
    ]);
    expect(audienceOptions(audience, 'Y Tá').niches).toEqual([{ value: 'y ta', posts: 12 }]);
    expect(audienceOptions(audience, 'cat').niches).toEqual([]);
    expect(audienceOptions(audience, 'cat').languages).toEqual(audience.languages);
  });

  it(`answers at most ${nichesShown} niches`, () => {
    const many = Array.from({ length: 100 }, (_, index) => ({ value: `tag ${index}`, posts: 1 }));
    const options = audienceOptions({ ...audience, niches: many }, 'tag');
    expect(options.niches).toHaveLength(nichesShown);
    expect(options.niches[0]?.value).toBe('tag 0');
  });
});
