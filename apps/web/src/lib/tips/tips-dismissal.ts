import { createPrefixedStorage } from '@postradar/ui';
import { storagePrefix } from '../session/session-storage';

type TipsKey = `tipsHiddenOn.${string}`;

const storage = createPrefixedStorage<TipsKey>(storagePrefix);
const listeners = new Set<() => void>();

/** The user's local calendar day of `now`, as YYYY-MM-DD. */
export function localDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const keyOf = (userId: string): TipsKey => `tipsHiddenOn.${userId}`;

/**
 * The day the user last closed the tips on this device (`postradar.tipsHiddenOn.<user id>`), or
 * null: the panel stays closed for the rest of that day.
 */
export function tipsHiddenOn(userId: string): string | null {
  return storage.read(keyOf(userId));
}

/** Closes the tips for the user until the end of `now`'s local day, on every screen showing them. */
export function hideTipsToday(userId: string, now = new Date()): void {
  storage.write(keyOf(userId), localDay(now));
  for (const listener of listeners) listener();
}

/** Calls `listener` when the tips are closed here or in another tab. */
export function subscribeToTipsDismissal(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(storage.keyOf('tipsHiddenOn.'))) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
