import { ApiError } from '@postradar/api-client';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { api } from '../../lib/api';
import { adminSession } from '../../lib/session/admin-session';
import { renderAdmin } from '../../test/render-admin';

const staff = {
  _id: '0b8f7a52-7c7e-4a55-9d1e-0c3c2a1f4e11',
  email: 'an.tran@postradar.example',
  name: 'An Tran',
  avatar: null,
  roles: ['admin'],
};
const invalidCode =
  'This sign-in link is invalid, already used or expired. Open the admin panel again from PostRadar.';

const location = () => screen.getByTestId('location').textContent;
let codeNumber = 0;
/** Every test spends its own code: exchanges are remembered per code for the page's life. */
const nextCode = () => `code-${Date.now()}-${++codeNumber}`;

function serveExchange() {
  return vi.spyOn(api.admin, 'post').mockResolvedValue({
    status: 200,
    data: {
      success: true,
      data: { access_token: 'admin-access', refresh_token: 'admin-refresh', user: staff },
    },
  });
}

beforeEach(() => {
  // The shell checks the session once it opens: answer with the same staff member.
  vi.spyOn(api.admin, 'get').mockResolvedValue({
    status: 200,
    data: {
      success: true,
      data: { ...staff, scopes: ['admin', 'admin-worker'], affiliateCode: 'an1', settings: {} },
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(console.error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the sign-in link exchange (/auth/:code)', () => {
  it('stores the admin session, replaces the address with the home page and shows the staff member', async () => {
    const post = serveExchange();
    const code = nextCode();
    renderAdmin(<AppRoutes />, { route: `/auth/${code}` });

    expect((await screen.findByTestId('signed-in-staff-member')).textContent).toContain(
      'Welcome, An Tran',
    );
    expect(location()).toBe('/');
    expect(post).toHaveBeenCalledWith('/auth/exchange', { code }, expect.anything());
    expect(localStorage.getItem('postradar-admin.accessToken')).toBe('admin-access');
    expect(localStorage.getItem('postradar-admin.refreshToken')).toBe('admin-refresh');
    expect(adminSession.getUser()).toEqual(staff);
    // The web app's session on the same origin is left alone.
    expect(localStorage.getItem('postradar.accessToken')).toBeNull();
    expect(screen.getAllByText('an.tran@postradar.example').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('staff-roles')[0]?.textContent).toContain('Admin');
    await waitFor(() => expect(document.title).toBe('Overview - PostRadar Admin'));
  });

  it('exchanges a code once, although StrictMode runs the effect twice and the page remounts', async () => {
    const post = serveExchange();
    const code = nextCode();
    const first = renderAdmin(<AppRoutes />, { route: `/auth/${code}` });
    await screen.findByTestId('signed-in-staff-member');
    first.unmount();
    localStorage.clear();

    renderAdmin(<AppRoutes />, { route: `/auth/${code}` });
    await screen.findByTestId('signed-in-staff-member');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message, a way back to PostRadar and stores nothing for a spent code", async () => {
    const post = vi
      .spyOn(api.admin, 'post')
      .mockRejectedValue(new ApiError(invalidCode, { status: 401, code: 'UNAUTHENTICATED' }));
    renderAdmin(<AppRoutes />, { route: `/auth/${nextCode()}` });

    expect((await screen.findByTestId('exchange-error-message')).textContent).toBe(invalidCode);
    expect(screen.getByRole('heading', { name: 'This sign-in link cannot be used' })).toBeTruthy();
    expect(screen.getByTestId('back-to-postradar').getAttribute('href')).toBe('/ass');
    expect(post).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('postradar-admin.accessToken')).toBeNull();
    expect(document.title).toBe('Sign-in failed - PostRadar Admin');
  });

  it('speaks Vietnamese', async () => {
    vi.spyOn(api.admin, 'post').mockRejectedValue(
      new ApiError(invalidCode, { status: 401, code: 'UNAUTHENTICATED' }),
    );
    renderAdmin(<AppRoutes />, { route: `/auth/${nextCode()}`, language: 'vi' });
    expect(
      await screen.findByRole('heading', { name: 'Không thể dùng đường dẫn đăng nhập này' }),
    ).toBeTruthy();
    expect(screen.getByTestId('back-to-postradar').textContent).toContain(
      'Mở trang quản trị từ PostRadar',
    );
  });
});
