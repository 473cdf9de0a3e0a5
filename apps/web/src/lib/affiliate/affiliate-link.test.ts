import { describe, expect, it } from 'vitest';
import { affiliateLink } from './affiliate-link';
import { readAffiliateCode } from './read-affiliate-code';

describe('affiliateLink', () => {
  it('is the home page with ?ref=, which the app reads back as the code', () => {
    const link = affiliateLink('sam12345', 'https://postradar.example');
    expect(link).toBe('https://postradar.example/?ref=sam12345');
    expect(readAffiliateCode(new URL(link).search)).toBe('sam12345');
  });
});
