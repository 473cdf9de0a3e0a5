import { describe, expect, it } from 'vitest';
import { fakeAccessToken } from '../../test/render-with-providers';
import { checkToken, TokenExpiredError } from './check-token';
import { decodeJwtPayload } from './decode-jwt-payload';

const now = Date.UTC(2026, 0, 1);
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('checkToken', () => {
  it('gives false without a token', () => {
    expect(checkToken(null, now)).toBe(false);
    expect(checkToken(undefined, now)).toBe(false);
    expect(checkToken('', now)).toBe(false);
  });

  it('throws TOKEN_EXPIRED when exp is in the past', () => {
    const token = fakeAccessToken({ exp: seconds(now) - 60 });
    expect(() => checkToken(token, now)).toThrow(TokenExpiredError);
    try {
      checkToken(token, now);
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as TokenExpiredError).code).toBe('TOKEN_EXPIRED');
    }
  });

  it('returns the token while it is valid', () => {
    const token = fakeAccessToken({ exp: seconds(now) + 60 });
    expect(checkToken(token, now)).toBe(token);
  });

  it('leaves a token without a readable expiry to the server', () => {
    const token = fakeAccessToken({ exp: undefined });
    expect(checkToken(token, now)).toBe(token);
    expect(checkToken('opaque-token', now)).toBe('opaque-token');
  });
});

describe('decodeJwtPayload', () => {
  it('reads base64url payloads, including non-ASCII text', () => {
    const json = JSON.stringify({ sub: 'u1', name: 'Nguyễn Văn Ánh' });
    const bytes = new TextEncoder().encode(json);
    const base64url = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeJwtPayload(`header.${base64url}.sig`)).toEqual({
      sub: 'u1',
      name: 'Nguyễn Văn Ánh',
    });
  });

  it('gives null for anything that is not a token with an object payload', () => {
    expect(decodeJwtPayload('nope')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
    expect(decodeJwtPayload(`a.${btoa('[1,2]')}.c`)).toBeNull();
  });
});
