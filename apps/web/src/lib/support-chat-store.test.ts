import { describe, expect, it, vi } from 'vitest';
import { createSupportChatStore } from './support-chat-store';

describe('support chat store', () => {
  it('opens, closes, hides and shows the widget, notifying listeners of changes only', () => {
    const store = createSupportChatStore();
    const listener = vi.fn();
    store.subscribe(listener);

    store.open();
    expect(store.getState()).toEqual({ isVisible: true, isOpen: true });
    store.hide();
    expect(store.getState()).toEqual({ isVisible: false, isOpen: false });
    store.hide();
    store.show();
    expect(store.getState()).toEqual({ isVisible: true, isOpen: false });
    store.toggle();
    expect(store.getState().isOpen).toBe(true);
    store.close();
    expect(store.getState().isOpen).toBe(false);
    expect(listener).toHaveBeenCalledTimes(5);
  });
});
