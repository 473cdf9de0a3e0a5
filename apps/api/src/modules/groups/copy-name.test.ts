import { describe, expect, it } from 'vitest';
import { copyName } from './copy-name';

describe('copyName', () => {
  it('adds (copy), then numbers the copies whose names are taken, in any case', () => {
    expect(copyName('Mugs', new Set())).toBe('Mugs (copy)');
    expect(copyName('Mugs', new Set(['mugs (copy)']))).toBe('Mugs (copy 2)');
    expect(copyName('Mugs', new Set(['mugs (copy)', 'mugs (copy 2)']))).toBe('Mugs (copy 3)');
  });

  it('cuts a long name so that the suffix fits in 80 characters', () => {
    const long = `${'a'.repeat(70)} ${'b'.repeat(9)}`;
    const copy = copyName(long, new Set());
    expect(copy).toHaveLength(80);
    expect(copy.endsWith(' (copy)')).toBe(true);
    const cutAtSpace = copyName(`${'a'.repeat(72)} bbbbbbb`, new Set());
    expect(cutAtSpace).toBe(`${'a'.repeat(72)} (copy)`);
  });
});
