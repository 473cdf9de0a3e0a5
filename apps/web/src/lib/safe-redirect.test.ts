import { describe, expect, it } from 'vitest';
import { toSafeRedirect } from './safe-redirect';

const origin = 'https://app.postradar.test';

describe('toSafeRedirect', () => {
  it('keeps paths on this site with their query and hash', () => {
    expect(toSafeRedirect('/settings/profile?tab=1#top', origin, '/a')).toBe(
      '/settings/profile?tab=1#top',
    );
  });

  it('strips this site’s own origin', () => {
    expect(toSafeRedirect(`${origin}/a/posts?q=mug`, origin, '/a')).toBe('/a/posts?q=mug');
    expect(toSafeRedirect(origin, origin, '/a')).toBe('/');
  });

  it('refuses other sites and falls back', () => {
    expect(toSafeRedirect('https://evil.test/a', origin, '/a')).toBe('/a');
    expect(toSafeRedirect('//evil.test/a', origin, '/a')).toBe('/a');
    expect(toSafeRedirect('/\\evil.test', origin, '/a')).toBe('/a');
    expect(toSafeRedirect('javascript:alert(1)', origin, '/a')).toBe('/a');
    expect(toSafeRedirect(null, origin, '/a')).toBe('/a');
  });
});
