import { describe, expect, it } from 'vitest';
import { readAffiliateCode } from './read-affiliate-code';

describe('readAffiliateCode', () => {
  it('reads ?ref= and the sign-in screen’s ?affiliate=, ref first', () => {
    expect(readAffiliateCode('?ref=ANNA10')).toBe('ANNA10');
    expect(readAffiliateCode('?redirectTo=%2Fa&affiliate=%20BOB_7%20')).toBe('BOB_7');
    expect(readAffiliateCode('?affiliate=BOB_7&ref=ANNA10')).toBe('ANNA10');
  });

  it('skips a malformed code and finds none in an address without one', () => {
    expect(readAffiliateCode('?ref=%3Cscript%3E&affiliate=BOB_7')).toBe('BOB_7');
    expect(readAffiliateCode('?affiliate=a%20b')).toBeNull();
    expect(readAffiliateCode('')).toBeNull();
  });
});
