import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { vi } from './locales/vi';

function leaves(catalogue: object, prefix = ''): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? leaves(value as object, path)
      : [[path, value]];
  });
}

/** Dotted key paths; lists count as one entry (16 English tips, 14 Vietnamese ones, on purpose). */
const keyPaths = (catalogue: object) => leaves(catalogue).map(([path]) => path);

describe('the English and Vietnamese catalogues', () => {
  it('have exactly the same keys', () => {
    const english = new Set(keyPaths(en));
    const vietnamese = new Set(keyPaths(vi));
    expect(
      [...english].filter((key) => !vietnamese.has(key)),
      'missing in Vietnamese',
    ).toEqual([]);
    expect(
      [...vietnamese].filter((key) => !english.has(key)),
      'missing in English',
    ).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const [path, value] of [...leaves(en), ...leaves(vi)]) {
      const texts = Array.isArray(value) ? value : [value];
      expect(texts.length, path).toBeGreaterThan(0);
      for (const text of texts)
        expect(typeof text === 'string' && text.trim().length > 0, path).toBe(true);
    }
  });

  it('finds a key that exists in only one language', () => {
    expect(keyPaths({ a: { b: 'x', c: 'y' } })).toEqual(['a.b', 'a.c']);
    const english = keyPaths({ a: { b: 'x', c: 'y' } });
    const vietnamese = new Set(keyPaths({ a: { b: 'x' } }));
    expect(english.filter((key) => !vietnamese.has(key))).toEqual(['a.c']);
  });
});
