import { ApiError } from '@postradar/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { adminSession } from '../lib/session/admin-session';
import { renderAdmin } from '../test/render-admin';
import { AppRoutes } from './app-routes';

const staff = {
  _id: '0b8f7a52-7c7e-4a55-9d1e-0c3c2a1f4e11',
  email: 'an.tran@postradar.example',
  name: 'An Tran',
  avatar: null,
  roles: ['admin-worker'],
};
const profile = { ...staff, scopes: ['admin-worker'], affiliateCode: 'an1', settings: {} };

function signIn() {
  adminSession.save({ accessToken: 'admin-access', refreshToken: 'admin-refresh', user: staff });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(console.error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the admin site', () => {
  it('explains how to get in when nobody is signed in', async () => {
    const get = vi.spyOn(api.admin, 'get');
    renderAdmin(<AppRoutes />, { route: '/users' });
    expect(
      screen.getByRole('heading', { name: 'Open the admin panel from PostRadar' }),
    ).toBeTruthy();
    expect(screen.getByTestId('go-to-postradar').getAttribute('href')).toBe('/ass');
    await waitFor(() => expect(document.title).toBe('Signed out - PostRadar Admin'));
    expect(get).not.toHaveBeenCalled();
  });

  it('checks the session with /admin-api/me and shows the sections as coming later', async () => {
    const get = vi.spyOn(api.admin, 'get').mockResolvedValue({
      status: 200,
      data: { success: true, data: { ...profile, name: 'An T.' } },
    });
    signIn();
    renderAdmin(<AppRoutes />, { route: '/corpus-imports' });
    expect(screen.getByTestId('coming-soon').dataset.section).toBe('corpus-imports');
    expect(screen.getByText('Coming in a later release')).toBeTruthy();
    await waitFor(() => expect(adminSession.getUser()?.name).toBe('An T.'));
    expect(get).toHaveBeenCalledWith('/me', expect.anything());
    expect(document.title).toBe('Corpus imports - PostRadar Admin');
  });

  it('ends the session when the server no longer accepts it', async () => {
    vi.spyOn(api.admin, 'get').mockRejectedValue(
      new ApiError('Authentication required.', { status: 401, code: 'UNAUTHENTICATED' }),
    );
    signIn();
    renderAdmin(<AppRoutes />);
    expect((await screen.findByTestId('session-ended')).textContent).toContain(
      'Authentication required.',
    );
    expect(adminSession.getAccessToken()).toBeNull();
  });

  it('signs out on the server and in this browser', async () => {
    vi.spyOn(api.admin, 'get').mockResolvedValue({
      status: 200,
      data: { success: true, data: profile },
    });
    const post = vi.spyOn(api.auth, 'post').mockResolvedValue({ status: 200, data: {} });
    signIn();
    renderAdmin(<AppRoutes />);
    fireEvent.click(screen.getByTestId('sign-out'));
    expect(await screen.findByTestId('signed-out')).toBeTruthy();
    expect(screen.getByText('You have signed out')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/logout',
      {},
      expect.objectContaining({
        headers: { 'refresh-token': 'admin-refresh', Authorization: 'Bearer admin-access' },
      }),
    );
    expect(localStorage.getItem('postradar-admin.accessToken')).toBeNull();
    expect(localStorage.getItem('postradar-admin.user')).toBeNull();
  });
});
