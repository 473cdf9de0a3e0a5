import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { MainMenu } from './main-menu';
import { mainMenuItems } from './main-menu-items';
import { TrialCard } from './trial-card';

/** The navbar as the main app lays it out: the menu, then the trial card below it. */
function Navbar() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: 400 }}>
      <MainMenu />
      <TrialCard />
    </div>
  );
}

describe('main menu', () => {
  it('lists every entry in its own scroll area, above the trial card', () => {
    signIn({ scopes: ['trial'] });
    renderWithProviders(<Navbar />, { route: '/a/groups' });
    const menu = screen.getByTestId('main-menu');
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('data-testid'))).toEqual(
      mainMenuItems.map((item) => `main-menu-${item.key}`),
    );
    expect(within(menu).getByTestId('main-menu-groups').getAttribute('aria-current')).toBe('page');
    // The trial card sits outside the scroll area, so it can never cover an entry.
    expect(menu.contains(screen.getByTestId('trial-card'))).toBe(false);
  });
});

describe('trial card', () => {
  it('leads users who may start or run the trial to the trial page, the whole card a link', () => {
    signIn({ scopes: ['trial'] });
    renderWithProviders(<TrialCard />, { route: '/a' });
    const card = screen.getByTestId('trial-card');
    expect(card.tagName).toBe('A');
    expect(card.getAttribute('href')).toBe('/a/trials');
    expect(card.textContent).toBe(
      'Your free trialSeven days of research, then the plan that fits your shop.See the trial',
    );
  });

  it('speaks Vietnamese and is absent for users with a plan', () => {
    signIn({ scopes: ['trial'] });
    const { unmount } = renderWithProviders(<TrialCard />, { route: '/a', language: 'vi' });
    expect(screen.getByTestId('trial-card').textContent).toContain('Dùng thử miễn phí');
    unmount();
    signIn({ scopes: ['posts', 'ads'] });
    renderWithProviders(<TrialCard />, { route: '/a' });
    expect(screen.queryByTestId('trial-card')).toBeNull();
  });
});
