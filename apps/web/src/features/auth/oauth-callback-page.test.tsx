import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { api } from '../../lib/api';
import { session } from '../../lib/session/session-storage';
import { fakeAccessToken, renderWithProviders } from '../../test/render-with-providers';

const location = () => screen.getByTestId('location').textContent;

const profile = {
  _id: '0b8f7a52-7c7e-4a55-9d1e-0c3c2a1f4e11',
  email: 'lan@example.com',
  name: 'Lan Nguyen',
  avatar: null,
  roles: [],
  scopes: [] as string[],
  affiliateCode: 'lan42',
  settings: { language: 'en' as const },
};

/** Opens the callback as the browser does: the address bar and the router both carry the tokens. */
function openCallback(fragment: string) {
  window.history.replaceState(null, '', `/oauth-callback?from=passport#${fragment}`);
  renderWithProviders(<AppRoutes />, { route: `/oauth-callback#${fragment}` });
}

const addressBar = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

function serveProfile(data: typeof profile) {
  return vi
    .spyOn(api.main, 'get')
    .mockResolvedValue({ data: { success: true, data }, status: 200 });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sign-in callback', () => {
  it('stores both tokens, loads the profile with them and goes to the saved target once', async () => {
    session.setRedirectTo('/settings/billing?from=mail#plans');
    const get = serveProfile(profile);
    const accessToken = fakeAccessToken();
    renderWithProviders(<AppRoutes />, {
      route: `/oauth-callback#access_token=${accessToken}&refresh_token=refresh-1`,
    });
    await waitFor(() => expect(location()).toBe('/settings/billing?from=mail#plans'));
    expect(get).toHaveBeenCalledWith(
      '/user/profile',
      expect.objectContaining({ params: expect.any(Object) }),
    );
    expect(session.getAccessToken()).toBe(accessToken);
    expect(session.getRefreshToken()).toBe('refresh-1');
    expect(session.getUser()?.email).toBe('lan@example.com');
    expect(session.getRedirectTo()).toBeNull();
  });

  it('goes to /a, with the tokens gone from the address bar, when the saved target leaves the site', async () => {
    session.setRedirectTo('/\t/evil.example');
    serveProfile(profile);
    openCallback(`access_token=${fakeAccessToken()}&refresh_token=refresh-1`);
    expect(addressBar()).toBe('/oauth-callback');
    await waitFor(() => expect(location()).toBe('/a'));
    expect(session.getRefreshToken()).toBe('refresh-1');
  });

  it('defaults to /a and sends trial users to /a/trials', async () => {
    serveProfile({ ...profile, scopes: ['trial'] });
    renderWithProviders(<AppRoutes />, {
      route: `/oauth-callback#access_token=${fakeAccessToken()}&refresh_token=r`,
    });
    await waitFor(() => expect(location()).toBe('/a/trials'));
  });

  it('sends the affiliate code remembered before sign-in once, then forgets it', async () => {
    session.setAffiliateCode('BOB_7');
    serveProfile(profile);
    const post = vi
      .spyOn(api.main, 'post')
      .mockResolvedValue({ data: { success: true, data: { referred: true } }, status: 200 });
    renderWithProviders(<AppRoutes />, {
      route: `/oauth-callback#access_token=${fakeAccessToken()}&refresh_token=r`,
    });
    await waitFor(() => expect(location()).toBe('/a'));
    expect(post).toHaveBeenCalledExactlyOnceWith(
      '/user/affiliate',
      { affiliate: 'BOB_7' },
      expect.anything(),
    );
    expect(session.getAffiliateCode()).toBeNull();
  });

  it('goes back to /login without a message when a token is missing', async () => {
    const get = vi.spyOn(api.main, 'get');
    openCallback('access_token=only-one');
    expect(addressBar()).toBe('/oauth-callback');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(get).not.toHaveBeenCalled();
    expect(session.getAccessToken()).toBeNull();
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('goes back to /login and forgets the tokens when the profile cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(api.main, 'get').mockRejectedValue(new Error('Network Error'));
    openCallback(`access_token=${fakeAccessToken()}&refresh_token=r`);
    expect(addressBar()).toBe('/oauth-callback');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(session.getAccessToken()).toBeNull();
    expect(session.getRefreshToken()).toBeNull();
    expect(screen.queryByTestId('login-error')).toBeNull();
  });
});
