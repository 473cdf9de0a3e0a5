import { describe, expect, it } from 'vitest';
import { defaultBaseUrls, resolveBaseUrls } from './base-urls';

describe('base URLs', () => {
  it('uses same-host prefixes in production and staging', () => {
    const expected = {
      main: '/api',
      auth: '/authentication',
      payment: '/payment',
      passport: '/passport',
      admin: '/admin-api',
      realtime: '/realtime',
    };
    expect(defaultBaseUrls.production).toEqual(expected);
    expect(defaultBaseUrls.staging).toEqual(expected);
  });

  it('points at the local API on port 3000 in local development', () => {
    expect(defaultBaseUrls.local).toEqual({
      main: 'http://localhost:3000/api',
      auth: 'http://localhost:3000/authentication',
      payment: 'http://localhost:3000/payment',
      passport: 'http://localhost:3000/passport',
      admin: 'http://localhost:3000/admin-api',
      realtime: 'http://localhost:3000/realtime',
    });
  });

  it('lets single services be overridden', () => {
    const urls = resolveBaseUrls('production', { admin: 'https://admin.example.com/admin-api' });
    expect(urls.admin).toBe('https://admin.example.com/admin-api');
    expect(urls.main).toBe('/api');
  });
});
