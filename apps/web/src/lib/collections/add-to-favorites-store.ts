import { useSyncExternalStore } from 'react';

export interface AddToFavoritesState {
  isOpen: boolean;
  /** The post whose categories the dialog shows. */
  postId: string | null;
}

export interface AddToFavoritesStore {
  getState(): AddToFavoritesState;
  subscribe(listener: () => void): () => void;
  /** Opens the dialog for a post; asked again while it is open, it closes instead. */
  request(postId: string): void;
  close(): void;
}

const closed: AddToFavoritesState = { isOpen: false, postId: null };

export function createAddToFavoritesStore(): AddToFavoritesStore {
  let state = closed;
  const listeners = new Set<() => void>();
  const set = (next: AddToFavoritesState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    request: (postId) => set(state.isOpen ? closed : { isOpen: true, postId }),
    close: () => {
      if (state.isOpen) set(closed);
    },
  };
}

/** The one 'Add to favorites' dialog of the app, opened from a notification or any card. */
export const addToFavorites = createAddToFavoritesStore();

export function useAddToFavorites(
  store: AddToFavoritesStore = addToFavorites,
): AddToFavoritesState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
