import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

describe('the signed-in user', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('needs a signed-in user for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/profile'],
      ['PUT', '/api/user/settings'],
      ['POST', '/api/user/meta'],
      ['POST', '/api/user/phone-number'],
      ['POST', '/api/user/affiliate'],
      ['GET', '/api/user/sessions'],
    ] as const) {
      const response = await app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('returns the profile with scopes, never cached', async () => {
    const { auth, user } = await signInTestUser(app, {
      email: 'profile@example.com',
      name: 'Pro File',
      plan: null,
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/profile?_=123',
      headers: auth,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      data: {
        _id: user.id,
        email: 'profile@example.com',
        name: 'Pro File',
        avatar: null,
        roles: [],
        scopes: ['trial'],
        affiliateCode: user.affiliateCode,
        settings: {},
      },
    });
  });

  it('saves the language alone, or phone with showFavorite, by PUT or POST', async () => {
    const { auth } = await signInTestUser(app, { email: 'settings@example.com' });
    const language = await app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: auth,
      payload: { settings: { language: 'vi' } },
    });
    expect(language.json()).toEqual({ success: true, data: { language: 'vi' } });
    const phone = await app.inject({
      method: 'POST',
      url: '/api/user/settings',
      headers: auth,
      payload: { settings: { phone: '+84 912 345 678', showFavorite: true } },
    });
    expect(phone.json()).toEqual({
      success: true,
      data: { language: 'vi', phone: '+84 912 345 678', showFavorite: true },
    });
  });

  it('refuses an unsupported language or a malformed phone, naming the field', async () => {
    const { auth } = await signInTestUser(app, { email: 'invalid@example.com' });
    const french = await app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: auth,
      payload: { settings: { language: 'fr' } },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toMatch(/^Invalid body field 'settings/);
    const badPhone = await app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: auth,
      payload: { settings: { language: 'vi', phone: 'call me', showFavorite: true } },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe(
      "Invalid body field 'settings.phone': must be a phone number: digits, spaces and + ( ) . - only",
    );
    const phoneAlone = await app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: auth,
      payload: { settings: { phone: '+84 912 345 678' } },
    });
    expect(phoneAlone.statusCode).toBe(400);
    const phone = await app.inject({
      method: 'POST',
      url: '/api/user/phone-number',
      headers: auth,
      payload: { phone: 'call me' },
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toContain("'phone'");
    const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers: auth });
    expect(profile.json().data.settings).toEqual({});
  });

  it('stores the phone number and meta', async () => {
    const { auth } = await signInTestUser(app, { email: 'meta@example.com' });
    const phone = await app.inject({
      method: 'POST',
      url: '/api/user/phone-number',
      headers: auth,
      payload: { phone: '0912345678' },
    });
    expect(phone.json().data).toEqual({ phone: '0912345678' });
    const meta = await app.inject({
      method: 'PUT',
      url: '/api/user/meta',
      headers: auth,
      payload: { meta: { seenTour: true } },
    });
    expect(meta.json()).toEqual({ success: true, data: { seenTour: true } });
  });

  it('records a referral once, and never a self-referral', async () => {
    const referrer = await signInTestUser(app, { email: 'referrer@example.com' });
    const newcomer = await signInTestUser(app, { email: 'newcomer@example.com' });
    const self = await app.inject({
      method: 'POST',
      url: '/api/user/affiliate',
      headers: referrer.auth,
      payload: { affiliate: referrer.user.affiliateCode },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot refer yourself.');
    const first = await app.inject({
      method: 'POST',
      url: '/api/user/affiliate',
      headers: newcomer.auth,
      payload: { affiliate: referrer.user.affiliateCode.toUpperCase() },
    });
    expect(first.json()).toEqual({ success: true, data: { referred: true } });
    const again = await app.inject({
      method: 'POST',
      url: '/api/user/affiliate',
      headers: newcomer.auth,
      payload: { affiliate: referrer.user.affiliateCode },
    });
    expect(again.json()).toEqual({ success: true, data: { referred: false } });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/user/affiliate',
      headers: newcomer.auth,
      payload: { affiliate: 'nobody' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
