import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { mainContentProps, SkipToContent } from './skip-to-content';

function Screen() {
  return (
    <>
      <SkipToContent />
      <nav>
        <a href="/a/posts">Posts</a>
        <a href="/a/pages">Pages</a>
      </nav>
      <main {...mainContentProps}>
        <button type="button">Search</button>
      </main>
    </>
  );
}

describe('the skip link', () => {
  it('is the first stop of the keyboard and moves focus to the main content', async () => {
    renderWithProviders(<Screen />, { route: '/a/posts?q=nurse' });
    await userEvent.tab();
    const link = screen.getByTestId('skip-link');
    expect(document.activeElement).toBe(link);
    expect(link.textContent).toBe('Skip to main content');

    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    // The next stop is inside the main content, past the menu.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
    expect(window.location.hash).toBe('');
  });
});
