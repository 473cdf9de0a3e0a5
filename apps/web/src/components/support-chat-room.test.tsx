import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { supportChat } from '../lib/support-chat-store';
import { renderWithProviders } from '../test/render-with-providers';
import { SupportChatRoom } from './support-chat-room';

afterEach(() => supportChat.show());

describe('the room for the support-chat button', () => {
  it("ends the screen's content with room while the button shows, none while it is hidden", () => {
    supportChat.show();
    renderWithProviders(
      <main>
        <p>Last card</p>
        <SupportChatRoom />
      </main>,
    );
    const room = screen.getByTestId('support-chat-room');
    expect(room.previousElementSibling?.textContent).toBe('Last card');
    expect(room.getAttribute('aria-hidden')).toBe('true');

    act(() => supportChat.hide());
    expect(screen.queryByTestId('support-chat-room')).toBeNull();
    act(() => supportChat.show());
    expect(screen.getByTestId('support-chat-room')).toBeTruthy();
  });
});
