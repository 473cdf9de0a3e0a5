import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { api } from '../api';
import { session } from '../session/session-storage';
import { renderWithProviders, signIn } from '../../test/render-with-providers';

const signInLink = () =>
  new URL(screen.getByTestId('google-sign-in').getAttribute('href') ?? '', 'https://app.test');

describe('affiliate capture', () => {
  it('remembers ?ref= on any page and passes it, with the device id, to sign-in', async () => {
    session.setDeviceId('device-42');
    renderWithProviders(<AppRoutes />, { route: '/pricing?ref=ANNA10' });
    await waitFor(() => expect(session.getAffiliateCode()).toBe('ANNA10'));

    renderWithProviders(<AppRoutes />, { route: '/login' });
    const link = await waitFor(signInLink);
    expect(link.pathname).toBe('/passport/auth/google');
    expect(JSON.parse(link.searchParams.get('affiliate') ?? '')).toEqual({ code: 'ANNA10' });
    expect(link.searchParams.get('device')).toBe('device-42');
  });

  it("remembers the sign-in screen's ?affiliate= too, to send it after sign-in", async () => {
    renderWithProviders(<AppRoutes />, { route: '/login?affiliate=BOB_7' });
    await waitFor(() => expect(session.getAffiliateCode()).toBe('BOB_7'));
    expect(JSON.parse(signInLink().searchParams.get('affiliate') ?? '')).toEqual({ code: 'BOB_7' });
  });

  it('ignores a malformed code and a signed-in user', async () => {
    renderWithProviders(<AppRoutes />, { route: '/login?ref=%3Cscript%3E' });
    await screen.findByTestId('google-sign-in');
    expect(session.getAffiliateCode()).toBeNull();

    signIn();
    renderWithProviders(<AppRoutes />, { route: '/pricing?ref=ANNA10' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(session.getAffiliateCode()).toBeNull();
  });

  it('counts the opening of a ?ref= link once in the tab, not the sign-in screen’s code', async () => {
    const post = vi.spyOn(api.main, 'post').mockResolvedValue({
      data: { success: true, data: { counted: true } },
      status: 200,
    });
    const clicks = () => post.mock.calls.filter(([url]) => url === '/referral/clicks');
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/pricing?ref=ANNA10' });
    await waitFor(() => expect(clicks()).toHaveLength(1));
    expect(clicks()[0]?.[1]).toEqual({ code: 'ANNA10' });
    unmount();

    renderWithProviders(<AppRoutes />, { route: '/login?ref=ANNA10' });
    await screen.findByTestId('google-sign-in');
    renderWithProviders(<AppRoutes />, { route: '/login?affiliate=BOB_7' });
    await waitFor(() => expect(session.getAffiliateCode()).toBe('BOB_7'));
    expect(clicks()).toHaveLength(1);
  });
});
