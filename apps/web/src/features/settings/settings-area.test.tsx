import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { SettingsArea } from './settings-area';

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

const location = () => screen.getByTestId('location').textContent;

describe('settings area', () => {
  it('sends any other settings path to /settings/profile', async () => {
    signIn();
    renderSettings('/settings/nope');
    await waitFor(() => expect(location()).toBe('/settings/profile'));
  });

  it('opens /settings itself on the profile page', async () => {
    signIn();
    renderSettings('/settings');
    await waitFor(() => expect(location()).toBe('/settings/profile'));
  });

  it('highlights the active entry and lists Team only with team-master', async () => {
    signIn({ scopes: [] });
    const { unmount } = renderSettings('/settings/billing');
    expect(screen.getByTestId('settings-menu-billing').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('settings-menu-profile').getAttribute('aria-current')).toBeNull();
    expect(screen.queryByTestId('settings-menu-team')).toBeNull();
    unmount();

    signIn({ scopes: ['team-master'] });
    renderSettings('/settings/team');
    expect(screen.getByTestId('settings-menu-team').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('coming-soon').getAttribute('data-screen')).toBe('team');
  });

  it('links every page to the other settings pages, which phones need (their menu is short)', () => {
    signIn({ scopes: [] });
    renderSettings('/settings/billing');
    const links = Array.from(screen.getByTestId('other-settings').querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/settings/profile',
      '/settings/affiliate',
      '/settings/referral',
      '/settings/search-history',
    ]);
  });

  it('shows the search history lists under its own title', () => {
    signIn();
    renderSettings('/settings/search-history');
    expect(screen.getByTestId('search-history-lists')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search history');
    expect(document.title).toBe('Search history - PostRadar');
  });

  it('shows the affiliate screen under its own title', () => {
    signIn();
    renderSettings('/settings/affiliate');
    expect(screen.getByTestId('affiliate-content')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Affiliate');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(document.title).toBe('Affiliate - PostRadar');
  });

  it('shows the referral screen under its own title', () => {
    signIn();
    renderSettings('/settings/referral');
    expect(screen.getByTestId('referral-content')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Referral');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(document.title).toBe('Referral - PostRadar');
  });

  it('keeps users without team-master off the team page', async () => {
    signIn({ scopes: [] });
    renderSettings('/settings/team');
    await waitFor(() => expect(location()).toBe('/settings/profile'));
  });

  it('shows the sidebar open by default and collapses it', async () => {
    signIn();
    renderSettings('/settings/profile');
    const sidebar = screen.getByTestId('settings-sidebar');
    expect(sidebar.hasAttribute('data-expanded')).toBe(true);
    screen.getByTestId('settings-sidebar-toggle').click();
    await waitFor(() =>
      expect(screen.getByTestId('settings-sidebar').hasAttribute('data-expanded')).toBe(false),
    );
  });

  it('shows who is signed in on the profile page', () => {
    signIn({ name: 'Lan Nguyen', email: 'lan@example.com' });
    renderSettings('/settings/profile');
    expect(screen.getByTestId('profile-account').textContent).toContain('lan@example.com');
    expect(document.title).toBe('Profile - PostRadar');
  });
});
