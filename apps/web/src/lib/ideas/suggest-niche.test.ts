import { describe, expect, it } from 'vitest';
import { postOf } from '../../test/research-fixtures';
import { nicheChoices, suggestNiche } from './suggest-niche';

describe('the niche suggested for a post', () => {
  const post = postOf({ tags: ['Hoodie', 'nurse', 'a, b', 'Nurse'] });

  it('is the first tag ideas already file under, else the first tag, else none', () => {
    expect(suggestNiche(post, ['dog', 'nurse'])).toBe('nurse');
    expect(suggestNiche(post, ['dog'])).toBe('hoodie');
    expect(suggestNiche(postOf({ tags: [] }), ['dog'])).toBe('');
  });

  it('offers the post’s tags first, then the known niches, each once and in lower case', () => {
    expect(nicheChoices(post, ['Dog', 'nurse'])).toEqual(['hoodie', 'nurse', 'dog']);
  });
});
