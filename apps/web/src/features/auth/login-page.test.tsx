import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-storage';
import { supportChat } from '../../lib/support-chat-store';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoginPage } from './login-page';

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

  it('speaks Vietnamese', () => {
    renderWithProviders(<LoginPage />, { route: '/login', language: 'vi' });
    expect(screen.getByTestId('google-sign-in').textContent).toBe('Đăng nhập bằng Google');
  });
});
