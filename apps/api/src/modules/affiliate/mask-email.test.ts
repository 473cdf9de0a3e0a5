import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first two characters of the name, and the domain', () => {
    expect(maskEmail('anna@example.com')).toBe('an•••@example.com');
    expect(maskEmail('bob@shop.vn')).toBe('bo•••@shop.vn');
  });

  it('keeps one character of a name shorter than three', () => {
    expect(maskEmail('jo@example.com')).toBe('j•••@example.com');
    expect(maskEmail('j@example.com')).toBe('j•••@example.com');
  });

  it('counts characters, not code units, and splits at the last @', () => {
    expect(maskEmail('đức@example.vn')).toBe('đứ•••@example.vn');
    expect(maskEmail('"a@b"@example.com')).toBe('"a•••@example.com');
  });
});
