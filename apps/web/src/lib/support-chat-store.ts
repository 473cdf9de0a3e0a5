import { useSyncExternalStore } from 'react';

export interface SupportChatState {
  /** The floating chat button is on screen (hidden on the sign-in screen and after sign-out). */
  isVisible: boolean;
  /** The contact panel is open. */
  isOpen: boolean;
}

export interface SupportChatStore {
  getState(): SupportChatState;
  subscribe(listener: () => void): () => void;
  show(): void;
  hide(): void;
  open(): void;
  close(): void;
  toggle(): void;
}

export function createSupportChatStore(
  initial: SupportChatState = { isVisible: true, isOpen: false },
): SupportChatStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: SupportChatState) => {
    if (next.isVisible === state.isVisible && next.isOpen === state.isOpen) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show: () => set({ ...state, isVisible: true }),
    hide: () => set({ isVisible: false, isOpen: false }),
    open: () => set({ isVisible: true, isOpen: true }),
    close: () => set({ ...state, isOpen: false }),
    toggle: () => set({ isVisible: true, isOpen: !state.isOpen }),
  };
}

/** The one support-chat widget of the page, driven from anywhere (user menu, sign-in screen). */
export const supportChat = createSupportChatStore();

export function useSupportChat(store: SupportChatStore = supportChat): SupportChatState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
