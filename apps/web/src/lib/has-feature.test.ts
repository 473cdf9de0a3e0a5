import { describe, expect, it } from 'vitest';
import { hasFeature } from './has-feature';

describe('hasFeature', () => {
  it('passes when the scope list holds the feature', () => {
    expect(hasFeature(['team-master', 'trial'], 'team-master')).toBe(true);
  });

  it('passes when the scope list holds one of the alternatives', () => {
    expect(hasFeature(['admin'], 'admin-worker', ['admin'])).toBe(true);
    expect(hasFeature(['super-admin'], 'admin-worker', ['admin', 'super-admin'])).toBe(true);
  });

  it('fails otherwise, and for missing or empty scope lists', () => {
    expect(hasFeature(['trial'], 'admin-worker', ['admin'])).toBe(false);
    expect(hasFeature([], 'trial')).toBe(false);
    expect(hasFeature(null, 'trial')).toBe(false);
    expect(hasFeature(undefined, 'trial', ['admin'])).toBe(false);
  });
});
