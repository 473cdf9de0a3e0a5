import { describe, expect, it } from 'vitest';
import { acceptedLanguages, preferredLanguage } from './preferred-language';

describe('acceptedLanguages', () => {
  it('orders the tags by their weight, keeping the order of equal ones, and drops q=0', () => {
    expect(acceptedLanguages('fr;q=0.5, vi-VN, en;q=0.8, de;q=0, ja')).toEqual([
      'vi-VN',
      'ja',
      'en',
      'fr',
    ]);
  });

  it('reads nothing from a missing or empty header, and takes a broken weight as none', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(' , ;q=1, en;q=abc')).toEqual(['en']);
  });
});

describe('preferredLanguage', () => {
  it('takes the language stored in the cookie first', () => {
    expect(preferredLanguage('vi', 'en-US,en;q=0.9')).toBe('vi');
  });

  it('else the first supported language the browser accepts, region ignored', () => {
    expect(preferredLanguage(undefined, 'fr-FR, vi-VN;q=0.9, en;q=0.8')).toBe('vi');
    expect(preferredLanguage('de', 'en;q=0.2, vi;q=0.1')).toBe('en');
  });

  it('else English', () => {
    expect(preferredLanguage(undefined, 'fr, de')).toBe('en');
    expect(preferredLanguage(undefined, undefined)).toBe('en');
  });
});
