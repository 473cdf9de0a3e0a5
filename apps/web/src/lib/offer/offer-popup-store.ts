import { useSyncExternalStore } from 'react';

/**
 * Whether the limited-time offer's popup is open: opened by itself once a day or from the user
 * menu, closed from the popup. One for the page, driven from anywhere.
 */
export function createOfferPopupStore() {
  let isOpen = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === isOpen) return;
    isOpen = next;
    listeners.forEach((listener) => listener());
  };
  return {
    isOpen: () => isOpen,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: () => set(true),
    close: () => set(false),
  };
}

export type OfferPopupStore = ReturnType<typeof createOfferPopupStore>;

export const offerPopup = createOfferPopupStore();

export function useIsOfferPopupOpen(store: OfferPopupStore = offerPopup): boolean {
  return useSyncExternalStore(store.subscribe, store.isOpen, store.isOpen);
}
