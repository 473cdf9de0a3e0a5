import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { renderWithProviders } from '../../test/render-with-providers';
import { GlobalOverlays } from './global-overlays';

/** The on-demand parts of the overlays that have been loaded in this file so far. */
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./toasts', async (importOriginal) => {
  loaded.add('toasts');
  return importOriginal();
});

const toastsContainer = () => document.querySelector('.mantine-Notifications-root');

afterEach(() => notifications.clean());

describe('the overlays beside every screen', { timeout: 20_000 }, () => {
  // First in the file: the modules loaded stay loaded for the tests after it.
  it('load the toasts’ container with the first toast, and keep it for the toasts after', async () => {
    const get = vi.spyOn(api.main, 'get');
    renderWithProviders(<GlobalOverlays />, { route: '/login' });
    expect(await screen.findByTestId('support-chat-button')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loaded.has('toasts')).toBe(false);
    expect(toastsContainer()).toBeNull();

    let id = '';
    act(() => {
      id = notifications.show({ message: 'Saved search renamed' });
    });
    const toast = await screen.findByText('Saved search renamed');
    expect(loaded.has('toasts')).toBe(true);
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('top-right');

    act(() => notifications.hide(id));
    await waitFor(() => expect(screen.queryByText('Saved search renamed')).toBeNull());
    expect(toastsContainer()).toBeTruthy();
    act(() => notifications.show({ message: 'History cleared' }));
    expect(await screen.findByText('History cleared')).toBeTruthy();

    // A visitor is offered nothing: no offer is asked for.
    expect(get).not.toHaveBeenCalledWith('/offer', expect.anything());
  });

  it('show a toast raised before they were drawn', async () => {
    notifications.show({ message: 'Idea saved' });
    renderWithProviders(<GlobalOverlays />, { route: '/login' });
    expect(await screen.findByText('Idea saved')).toBeTruthy();
  });
});
