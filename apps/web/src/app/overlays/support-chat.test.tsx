import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { supportChat } from '../../lib/support-chat-store';
import { renderWithProviders } from '../../test/render-with-providers';
import { SupportChat } from './support-chat';

beforeEach(() => {
  supportChat.show();
  supportChat.close();
});

describe('support chat', () => {
  it('docks its button in the corner, outside the page, and opens the contact panel', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<SupportChat />, { route: '/a' });
    const button = screen.getByTestId('support-chat-button');
    // Rendered in a portal: the page's own content never holds the button.
    expect(container.contains(button)).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Contact support');

    await user.click(button);
    expect(await screen.findByTestId('support-chat-panel')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Open live chat' })).toBeTruthy();

    await user.click(button);
    await waitFor(() => expect(screen.queryByTestId('support-chat-panel')).toBeNull());
  });

  it('closes when the user clicks elsewhere, and is gone while hidden', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportChat />, { route: '/a', language: 'vi' });
    act(() => supportChat.open());
    expect(await screen.findByRole('dialog', { name: 'Trò chuyện với chúng tôi' })).toBeTruthy();
    await user.click(document.body);
    await waitFor(() => expect(supportChat.getState().isOpen).toBe(false));

    act(() => supportChat.hide());
    expect(screen.queryByTestId('support-chat-button')).toBeNull();
  });
});
