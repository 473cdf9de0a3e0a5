import { describe, expect, it } from 'vitest';
import { buildGoogleSignInUrl } from './build-google-sign-in-url';

describe('buildGoogleSignInUrl', () => {
  it('points at /auth/google on the passport service', () => {
    expect(buildGoogleSignInUrl()).toBe('/passport/auth/google');
    expect(buildGoogleSignInUrl({ affiliateCode: '  ', deviceId: '' })).toBe(
      '/passport/auth/google',
    );
  });

  it('carries an affiliate code as JSON in the affiliate query parameter', () => {
    const url = new URL(buildGoogleSignInUrl({ affiliateCode: 'ANNA10' }), 'https://app.test');
    expect(url.pathname).toBe('/passport/auth/google');
    expect(JSON.parse(url.searchParams.get('affiliate') ?? '')).toEqual({ code: 'ANNA10' });
  });

  it('carries the device id so that signing in again replaces this device’s session', () => {
    const url = new URL(
      buildGoogleSignInUrl({ affiliateCode: 'ANNA10', deviceId: 'a1b2c3' }),
      'https://app.test',
    );
    expect(url.searchParams.get('device')).toBe('a1b2c3');
    expect(url.searchParams.has('affiliate')).toBe(true);
  });
});
