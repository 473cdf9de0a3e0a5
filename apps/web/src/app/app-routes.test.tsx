import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, notifyForcedLogout } from '../lib/api';
import { session } from '../lib/session/session-storage';
import { renderWithProviders, signIn } from '../test/render-with-providers';
import { AppRoutes } from './app-routes';

const location = () => screen.getByTestId('location').textContent;

async function expectLocation(expected: string) {
  await waitFor(() => expect(location()).toBe(expected));
}

describe('root routes', () => {
  it('sends a visitor from a protected page to /login, saving path, query and hash', async () => {
    renderWithProviders(<AppRoutes />, { route: '/settings/profile?tab=phone#language' });
    await expectLocation('/login');
    expect(session.getRedirectTo()).toBe('/settings/profile?tab=phone#language');
    expect(await screen.findByTestId('google-sign-in')).toBeTruthy();
  });

  it('protects /a and /checkout the same way', async () => {
    renderWithProviders(<AppRoutes />, { route: '/a/posts?q=mug' });
    await expectLocation('/login');
    expect(session.getRedirectTo()).toBe('/a/posts?q=mug');
  });

  it('sends a signed-in visitor on /login to the root, and from there to /a', async () => {
    signIn();
    renderWithProviders(<AppRoutes />, { route: '/login' });
    await expectLocation('/a');
    expect(await screen.findByTestId('user-menu')).toBeTruthy();
  });

  it('redirects any other path to /a', async () => {
    signIn();
    renderWithProviders(<AppRoutes />, { route: '/x/y?q=1#h' });
    await expectLocation('/a');
  });

  it('redirects an unknown path of a visitor to /a and then to /login with /a saved', async () => {
    renderWithProviders(<AppRoutes />, { route: '/x/y?q=1#h' });
    await expectLocation('/login');
    expect(session.getRedirectTo()).toBe('/a');
  });

  it('sends visitors at / to /login, which presents PostRadar, and signed-in users to /a', async () => {
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/' });
    await expectLocation('/login');
    expect(await screen.findByTestId('google-sign-in')).toBeTruthy();
    expect(await screen.findByTestId('landing-sections')).toBeTruthy();
    unmount();

    signIn();
    renderWithProviders(<AppRoutes />, { route: '/' });
    await expectLocation('/a');
  });

  it('keeps a session without a user object signed out (the user must be non-empty)', async () => {
    window.localStorage.setItem('postradar.accessToken', 'token');
    window.localStorage.setItem('postradar.user', '{}');
    renderWithProviders(<AppRoutes />, { route: '/a' });
    await expectLocation('/login');
  });

  it('serves every main-menu entry as its own sub-route', async () => {
    signIn();
    renderWithProviders(<AppRoutes />, { route: '/a/ideas' });
    expect(await screen.findByTestId('ideas-screen')).toBeTruthy();
    expect(document.title).toBe('Ideas posts - PostRadar');
  });

  it('shows pricing to visitors with the promise of a free trial', async () => {
    renderWithProviders(<AppRoutes />, { route: '/pricing' });
    expect((await screen.findByTestId('pricing-promo')).textContent).toBe(
      'Try free for 7 days, then pick a plan',
    );
  });
});

describe('forced logout', () => {
  it('ends the session and shows the server message on the sign-in screen', async () => {
    vi.spyOn(api.auth, 'post').mockResolvedValue({
      data: { success: true, data: { signedOut: true } },
    });
    signIn();
    renderWithProviders(<AppRoutes />, { route: '/a/posts' });
    expect(await screen.findByTestId('user-menu')).toBeTruthy();
    act(() => notifyForcedLogout('Access token was expired.'));
    await expectLocation('/login');
    expect((await screen.findByTestId('login-error')).textContent).toContain(
      'Access token was expired.',
    );
    expect(session.getAccessToken()).toBeNull();
  });
});
