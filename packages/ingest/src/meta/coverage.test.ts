import { describe, expect, it } from 'vitest';
import { adsArchiveQuerySchema, type AdsArchiveQueryInput } from './ads-archive-query';
import { commercialCoverageWarning, EU_UK_COUNTRIES } from './coverage';

const warningFor = (query: Omit<AdsArchiveQueryInput, 'searchTerms'>) =>
  commercialCoverageWarning(adsArchiveQuerySchema.parse({ searchTerms: 'nurse shirt', ...query }));

describe('commercialCoverageWarning', () => {
  it('warns when commercial ads are searched outside the EU and UK only', () => {
    const warning = warningFor({ countries: ['US'] });
    expect(warning).toContain('only political and issue ads');
    expect(warning).toContain('US');
    expect(warning).toContain('such as DE, FR or GB');
  });

  it('says nothing when the search can find commercial ads, or does not look for them', () => {
    expect(warningFor({ countries: ['US', 'DE'] })).toBeNull();
    expect(warningFor({ countries: ['gb'] })).toBeNull();
    expect(warningFor({ countries: ['ALL'] })).toBeNull();
    expect(warningFor({ countries: ['US'], adType: 'POLITICAL_AND_ISSUE_ADS' })).toBeNull();
  });

  it('knows the 27 EU members and the UK', () => {
    expect(EU_UK_COUNTRIES.size).toBe(28);
    expect(['DE', 'FR', 'GR', 'GB'].every((country) => EU_UK_COUNTRIES.has(country))).toBe(true);
    expect(['US', 'CH', 'NO', 'UK'].some((country) => EU_UK_COUNTRIES.has(country))).toBe(false);
  });
});
