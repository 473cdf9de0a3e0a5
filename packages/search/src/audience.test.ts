import { describe, expect, it } from 'vitest';
import { languageTag, searchableNiches } from './audience';

describe('languageTag', () => {
  it('writes a language tag in its usual case, whatever case or separator it came with', () => {
    expect(languageTag('EN')).toBe('en');
    expect(languageTag('vi')).toBe('vi');
    expect(languageTag('pt_br')).toBe('pt-BR');
    expect(languageTag('PT-br')).toBe('pt-BR');
    expect(languageTag('zh-HANT')).toBe('zh-Hant');
    expect(languageTag('es-419')).toBe('es-419');
    expect(languageTag(' fil ')).toBe('fil');
  });
});

describe('searchableNiches', () => {
  it('keeps the niches with a letter or digit, as tag: values', () => {
    expect(searchableNiches(['dog mom', '🎄', "mother's day", '2026', '!!'])).toEqual([
      'dog mom',
      "mother's day",
      '2026',
    ]);
  });
});
