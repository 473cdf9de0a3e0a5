import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { vi } from './locales/vi';

describe("'Did you know?' tips", () => {
  it('has 16 English and 14 Vietnamese tips', () => {
    expect(en.tips).toHaveLength(16);
    expect(vi.tips).toHaveLength(14);
  });

  it.each([
    ['en', en.tips],
    ['vi', vi.tips],
  ])('has no empty or repeated %s tip', (_language, tips) => {
    expect(tips.every((tip) => tip.trim().length > 20)).toBe(true);
    expect(new Set(tips).size).toBe(tips.length);
  });
});
