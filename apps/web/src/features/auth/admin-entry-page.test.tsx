import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { api } from '../../lib/api';
import { browserLocation } from '../../lib/browser-location';
import { session } from '../../lib/session/session-storage';
import { renderWithProviders, signIn } from '../../test/render-with-providers';

const location = () => screen.getByTestId('location').textContent;

describe('/ass (admin entry)', () => {
  it('shows visitors a sign-in view that brings them back here', async () => {
    renderWithProviders(<AppRoutes />, { route: '/ass' });
    expect(await screen.findByTestId('google-sign-in')).toBeTruthy();
    expect(session.getRedirectTo()).toBe('/ass');
  });

  it('sends signed-in users without staff scopes to /', async () => {
    signIn({ scopes: ['trial'] });
    renderWithProviders(<AppRoutes />, { route: '/ass' });
    await waitFor(() => expect(location()).toBe('/a'));
  });

  it('hands staff over to the admin site with a single-use code', async () => {
    const url = 'http://localhost:3000/admin/auth/one-time-code';
    const post = vi.spyOn(api.auth, 'post').mockResolvedValue({
      data: { success: true, data: { code: 'one-time-code', url, expiresInSeconds: 60 } },
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    signIn({ scopes: ['admin-worker'] });
    renderWithProviders(<AppRoutes />, { route: '/ass' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(post).toHaveBeenCalledWith('/admin-handoff', {}, expect.anything());
  });

  it('explains a failed hand-over and offers the way back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(api.auth, 'post').mockRejectedValue(new Error('Network Error'));
    signIn({ scopes: ['super-admin'] });
    renderWithProviders(<AppRoutes />, { route: '/ass' });
    expect((await screen.findByTestId('admin-entry-error')).textContent).toContain('Network Error');
  });
});
