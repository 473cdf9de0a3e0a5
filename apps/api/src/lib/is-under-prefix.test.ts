import { describe, expect, it } from 'vitest';
import { isUnderPrefix } from './is-under-prefix';

describe('isUnderPrefix', () => {
  it('takes the prefix itself, its paths and its query, not a longer name', () => {
    expect(isUnderPrefix('/api', '/api')).toBe(true);
    expect(isUnderPrefix('/api/posts', '/api')).toBe(true);
    expect(isUnderPrefix('/api?x=1', '/api')).toBe(true);
    expect(isUnderPrefix('/apix', '/api')).toBe(false);
    expect(isUnderPrefix('/a/api', '/api')).toBe(false);
  });
});
