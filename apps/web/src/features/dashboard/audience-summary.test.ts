import { describe, expect, it } from 'vitest';
import { audienceSummary } from './audience-summary';

describe('audienceSummary', () => {
  it('names the languages and countries in the interface language', () => {
    const audience = { niches: ['nurse', 'dog mom'], languages: ['en'], countries: ['US', 'VN'] };
    expect(audienceSummary(audience, 'en')).toBe(
      'nurse, dog mom · English · United States, Vietnam',
    );
    expect(audienceSummary(audience, 'vi')).toBe('nurse, dog mom · Tiếng Anh · Hoa Kỳ, Việt Nam');
  });

  it('leaves out the empty lists', () => {
    expect(audienceSummary({ niches: [], languages: ['vi'], countries: [] }, 'en')).toBe(
      'Vietnamese',
    );
    expect(audienceSummary({ niches: [], languages: [], countries: [] }, 'en')).toBe('');
  });
});
