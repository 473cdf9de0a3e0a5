import { describe, expect, it } from 'vitest';
import { readAffiliateAddress, referralsQuery, writeAffiliateAddress } from './affiliate-address';

describe('the referral table’s address', () => {
  it('reads ?page= and ?limit=, 1 and 10 when absent', () => {
    expect(readAffiliateAddress('')).toEqual({ page: 1, perPage: 10 });
    expect(readAffiliateAddress('?page=3&limit=50')).toEqual({ page: 3, perPage: 50 });
  });

  it('falls back to the default of what the API would refuse', () => {
    expect(readAffiliateAddress('?page=0&limit=30')).toEqual({ page: 1, perPage: 10 });
    expect(readAffiliateAddress('?page=abc&limit=')).toEqual({ page: 1, perPage: 10 });
    expect(readAffiliateAddress('?page=9999999&limit=100')).toEqual({ page: 1, perPage: 100 });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeAffiliateAddress({ page: 1, perPage: 10 })).toBe('');
    expect(writeAffiliateAddress({ page: 2, perPage: 10 })).toBe('?page=2');
    expect(writeAffiliateAddress({ page: 1, perPage: 20 })).toBe('?limit=20');
    expect(writeAffiliateAddress({ page: 4, perPage: 100 })).toBe('?page=4&limit=100');
  });

  it('asks the API for the same page', () => {
    expect(referralsQuery({ page: 2, perPage: 20 })).toEqual({ page: '2', limit: '20' });
  });
});
