import type { Language } from '@postradar/i18n';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { api, notifyForcedLogout } from '../../lib/api';
import { session } from '../../lib/session/session-storage';
import { supportChat } from '../../lib/support-chat-store';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { LoginPage } from './login-page';

/** A signed-in user on a screen of the app whose session the client ends with `reason`. */
async function forceLogout(reason: string, language: Language = 'en') {
  vi.spyOn(api.auth, 'post').mockResolvedValue({
    data: { success: true, data: { signedOut: true } },
  });
  signIn();
  renderWithProviders(<AppRoutes />, { route: '/a/posts', language });
  await screen.findByTestId('user-menu');
  act(() => notifyForcedLogout(reason));
}

describe('LoginPage', () => {
  it('has one Google button leading to the passport service and no error area by default', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByTestId('google-sign-in').getAttribute('href')).toBe('/passport/auth/google');
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to PostRadar');
    expect(document.title).toBe('Sign in - PostRadar');
  });

  it('shows the text of a sign-in error code from the query string, never free text', () => {
    const { unmount } = renderWithProviders(<LoginPage />, {
      route: '/login?error=sign_in_expired',
    });
    expect(screen.getByTestId('login-error').textContent).toContain(
      'The sign-in took too long and expired.',
    );
    unmount();
    renderWithProviders(<LoginPage />, { route: '/login?error=Call%20%2B1%20555%20to%20unlock' });
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('saves a safe redirectTo and passes an affiliate code on', () => {
    renderWithProviders(<LoginPage />, {
      route: '/login?redirectTo=%2Fa%2Fads%3Fq%3D1&affiliate=ANNA10',
    });
    expect(session.getRedirectTo()).toBe('/a/ads?q=1');
    const href = screen.getByTestId('google-sign-in').getAttribute('href') ?? '';
    expect(new URL(href, 'https://app.test').searchParams.get('affiliate')).toBe(
      '{"code":"ANNA10"}',
    );
  });

  it('ignores a redirectTo that leaves the site', () => {
    renderWithProviders(<LoginPage />, { route: '/login?redirectTo=https%3A%2F%2Fevil.test' });
    expect(session.getRedirectTo()).toBeNull();
  });

  it('hides the support chat and links to the two sister tools', () => {
    supportChat.show();
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(supportChat.getState().isVisible).toBe(false);
    expect(screen.getByTestId('sister-tools').querySelectorAll('a[target="_blank"]')).toHaveLength(
      2,
    );
  });

  it('says that the session ended and why after a forced logout, and offers to sign in again', async () => {
    await forceLogout('Your account is being used on another device.');
    const notice = await screen.findByTestId('login-error');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your session has ended');
    expect(notice.getAttribute('data-kind')).toBe('ended');
    expect(notice.textContent).toBe(
      'Why you were signed outYour account is being used on another device.',
    );
    expect(screen.queryByText('Welcome back')).toBeNull();
    expect(screen.queryByText('We could not sign you in')).toBeNull();
    expect(screen.getByTestId('google-sign-in').textContent).toBe('Sign in again with Google');
    expect(screen.queryByText('New to PostRadar?')).toBeNull();
  });

  it('says it in Vietnamese, the reason too', async () => {
    await forceLogout('Access token was expired.', 'vi');
    expect((await screen.findByTestId('login-error')).textContent).toContain(
      'Phiên truy cập đã hết hạn.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Phiên đăng nhập đã kết thúc',
    );
    expect(screen.getByTestId('google-sign-in').textContent).toBe('Đăng nhập lại bằng Google');
  });

  it('speaks Vietnamese', () => {
    renderWithProviders(<LoginPage />, { route: '/login', language: 'vi' });
    expect(screen.getByTestId('google-sign-in').textContent).toBe('Đăng nhập bằng Google');
  });
});
