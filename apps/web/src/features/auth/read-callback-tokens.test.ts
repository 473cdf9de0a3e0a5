import { describe, expect, it } from 'vitest';
import { readCallbackTokens } from './read-callback-tokens';

describe('readCallbackTokens', () => {
  it('reads both tokens from the address fragment', () => {
    expect(readCallbackTokens('#access_token=a.b.c&refresh_token=r1')).toEqual({
      accessToken: 'a.b.c',
      refreshToken: 'r1',
    });
  });

  it('gives null when either token is missing or empty', () => {
    expect(readCallbackTokens('#access_token=a.b.c')).toBeNull();
    expect(readCallbackTokens('#refresh_token=r1')).toBeNull();
    expect(readCallbackTokens('#access_token=&refresh_token=r1')).toBeNull();
    expect(readCallbackTokens('')).toBeNull();
  });
});
