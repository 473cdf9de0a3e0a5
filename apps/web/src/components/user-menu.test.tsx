import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { session } from '../lib/session/session-storage';
import { supportChat } from '../lib/support-chat-store';
import { renderWithProviders, signIn } from '../test/render-with-providers';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it('shows the name cut at 19 characters with an ellipsis', () => {
    signIn({ name: 'Alexandra Montgomery-Smith' });
    renderWithProviders(<UserMenu />, { route: '/a' });
    expect(screen.getByTestId('user-menu-name').textContent).toBe('Alexandra Montgomer…');
  });

  it('offers Admin panel and Team only to users with those features', async () => {
    const user = userEvent.setup();
    signIn({ scopes: [] });
    const { unmount } = renderWithProviders(<UserMenu />, { route: '/a' });
    await user.click(screen.getByTestId('user-menu'));
    expect(await screen.findByTestId('user-menu-support')).toBeTruthy();
    expect(screen.queryByTestId('user-menu-admin')).toBeNull();
    expect(screen.queryByTestId('user-menu-team')).toBeNull();
    unmount();

    signIn({ scopes: ['admin', 'team-master'] });
    renderWithProviders(<UserMenu />, { route: '/a' });
    await user.click(screen.getByTestId('user-menu'));
    expect((await screen.findByTestId('user-menu-admin')).getAttribute('href')).toBe('/ass');
    expect(screen.getByTestId('user-menu-team').getAttribute('href')).toBe('/settings/team');
  });

  it('opens the support chat from Support', async () => {
    const user = userEvent.setup();
    signIn();
    supportChat.close();
    renderWithProviders(<UserMenu />, { route: '/a' });
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByTestId('user-menu-support'));
    expect(supportChat.getState().isOpen).toBe(true);
  });

  it('signs out: ends the server session, clears the local one, hides the chat, goes to /login', async () => {
    const post = vi
      .spyOn(api.auth, 'post')
      .mockResolvedValue({ data: { success: true, data: { signedOut: true } } });
    const user = userEvent.setup();
    signIn();
    supportChat.show();
    renderWithProviders(<UserMenu />, { route: '/a/posts' });
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByTestId('user-menu-sign-out'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(session.getAccessToken()).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(session.isFirstTimeVisit()).toBe(true);
    expect(supportChat.getState().isVisible).toBe(false);
    expect(post).toHaveBeenCalledWith(
      '/logout',
      {},
      {
        headers: expect.objectContaining({ 'refresh-token': 'refresh-token' }),
      },
    );
  });
});
