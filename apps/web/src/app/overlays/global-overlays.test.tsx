import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

/**
 * The toasts put on the page into a container already there, by their text: those that slide in.
 * A toast drawn with its container, in the commit that mounts it, is drawn in place at once.
 */
const slidIn = new Set<string>();
const watcher = new MutationObserver((mutations) => {
  for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
    if (!(node instanceof HTMLElement)) continue;
    const withContainer = node.matches(
      '.mantine-Notifications-root, :has(.mantine-Notifications-root)',
    );
    for (const toast of node.querySelectorAll('.mantine-Notifications-notification')) {
      if (!withContainer) slidIn.add(toast.textContent ?? '');
    }
    if (node.matches('.mantine-Notifications-notification') && !withContainer) {
      slidIn.add(node.textContent ?? '');
    }
  }
});
beforeAll(() => watcher.observe(document.body, { childList: true, subtree: true }));
afterAll(() => watcher.disconnect());
const didSlideIn = (text: string) => [...slidIn].some((content) => content.includes(text));

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
    // It slid in, as the toasts after it do.
    expect(didSlideIn('Saved search renamed')).toBe(true);
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('top-right');

    act(() => notifications.hide(id));
    await waitFor(() => expect(screen.queryByText('Saved search renamed')).toBeNull());
    expect(toastsContainer()).toBeTruthy();
    act(() => notifications.show({ message: 'History cleared' }));
    expect(await screen.findByText('History cleared')).toBeTruthy();
    expect(didSlideIn('History cleared')).toBe(true);

    // A visitor is offered nothing: no offer is asked for.
    expect(get).not.toHaveBeenCalledWith('/offer', expect.anything());
  });

  it('show a toast raised before they were drawn', async () => {
    notifications.show({ message: 'Idea saved' });
    renderWithProviders(<GlobalOverlays />, { route: '/login' });
    expect(await screen.findByText('Idea saved')).toBeTruthy();
  });
});
