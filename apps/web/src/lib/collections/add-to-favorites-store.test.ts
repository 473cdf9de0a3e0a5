import { describe, expect, it } from 'vitest';
import { createAddToFavoritesStore } from './add-to-favorites-store';

describe('the Add to favorites dialog state', () => {
  it('opens for a post, and a second request while it is open closes it', () => {
    const store = createAddToFavoritesStore();
    let changes = 0;
    store.subscribe(() => (changes += 1));

    store.request('101');
    expect(store.getState()).toEqual({ isOpen: true, postId: '101' });
    store.request('102');
    expect(store.getState()).toEqual({ isOpen: false, postId: null });
    store.request('102');
    expect(store.getState()).toEqual({ isOpen: true, postId: '102' });
    store.close();
    store.close();
    expect(store.getState().isOpen).toBe(false);
    expect(changes).toBe(4);
  });
});
