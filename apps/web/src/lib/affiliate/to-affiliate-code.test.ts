import { describe, expect, it } from 'vitest';
import { toAffiliateCode } from './to-affiliate-code';

describe('toAffiliateCode', () => {
  it('keeps codes of letters, digits, dashes and underscores, trimmed', () => {
    expect(toAffiliateCode(' anna_10-x ')).toBe('anna_10-x');
    expect(toAffiliateCode('A'.repeat(64))).toBe('A'.repeat(64));
  });

  it('refuses anything else', () => {
    expect(toAffiliateCode(null)).toBeNull();
    expect(toAffiliateCode('')).toBeNull();
    expect(toAffiliateCode('A'.repeat(65))).toBeNull();
    expect(toAffiliateCode('<script>')).toBeNull();
    expect(toAffiliateCode('anna 10')).toBeNull();
  });
});
