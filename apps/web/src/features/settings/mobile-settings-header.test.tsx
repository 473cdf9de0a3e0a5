import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { displayOf } from '../../test/media-queries';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { SettingsArea } from './settings-area';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  displayOf(375);
});

afterEach(() => {
  vi.restoreAllMocks();
  scrollTo(0);
  vi.useRealTimers();
});

function renderSettings(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/settings/*"
        element={
          <SettingsArea
            searchHistory={<p data-testid="search-history-lists" />}
            billing={<p data-testid="billing-content" />}
            affiliate={<p data-testid="affiliate-content" />}
            referral={<p data-testid="referral-content" />}
          />
        }
      />
    </Routes>,
    { route },
  );
}

describe('mobile settings header (480 px and below)', () => {
  it('replaces the sidebar and hides on scroll down, shows on scroll up, resets at the top', async () => {
    signIn();
    renderSettings('/settings/profile');
    expect(screen.queryByTestId('settings-sidebar')).toBeNull();
    const header = () => screen.getByTestId('mobile-settings-header');
    expect(header().getAttribute('data-status')).toBe('init');

    vi.useFakeTimers();
    act(() => scrollTo(300));
    expect(header().getAttribute('data-status')).toBe('down');
    expect(header().hasAttribute('data-hidden')).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(100));
    act(() => scrollTo(150));
    expect(header().getAttribute('data-status')).toBe('up');
    expect(header().hasAttribute('data-hidden')).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(100));
    act(() => scrollTo(0));
    expect(header().getAttribute('data-status')).toBe('init');
  });

  it('throttles the scroll handler to one call per 100 ms, then catches up', async () => {
    signIn();
    renderSettings('/settings/profile');
    const header = () => screen.getByTestId('mobile-settings-header');
    vi.useFakeTimers();
    act(() => scrollTo(300));
    act(() => scrollTo(100));
    expect(header().getAttribute('data-status')).toBe('down');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(header().getAttribute('data-status')).toBe('up');
  });

  it('lists team, profile and billing in the slide-in menu and closes it on navigation', async () => {
    const user = userEvent.setup();
    signIn({ scopes: ['team-master'] });
    renderSettings('/settings/profile');
    await user.click(screen.getByTestId('mobile-settings-menu-toggle'));
    const entries = await screen.findAllByTestId(
      /^mobile-settings-menu-(team|profile|billing|affiliate|referral|searchHistory)$/,
    );
    expect(entries.map((entry) => entry.getAttribute('data-testid'))).toEqual([
      'mobile-settings-menu-team',
      'mobile-settings-menu-profile',
      'mobile-settings-menu-billing',
    ]);
    await user.click(screen.getByTestId('mobile-settings-menu-billing'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/settings/billing'),
    );
    await waitFor(() => expect(screen.queryByTestId('mobile-settings-menu-billing')).toBeNull());
  });
});
