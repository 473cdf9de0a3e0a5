import { describe, expect, it } from 'vitest';
import { buildGoogleSignInUrl } from './build-google-sign-in-url';

describe('buildGoogleSignInUrl', () => {
  it('points at /auth/google on the passport service', () => {
    expect(buildGoogleSignInUrl()).toBe('/passport/auth/google');
    expect(buildGoogleSignInUrl('  ')).toBe('/passport/auth/google');
  });

  it('carries an affiliate code as JSON in the affiliate query parameter', () => {
    const url = new URL(buildGoogleSignInUrl('ANNA10'), 'https://app.test');
    expect(url.pathname).toBe('/passport/auth/google');
    expect(JSON.parse(url.searchParams.get('affiliate') ?? '')).toEqual({ code: 'ANNA10' });
  });
});
