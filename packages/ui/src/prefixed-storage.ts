/**
 * localStorage under one key prefix. Reading or writing can throw (private mode, quota, disabled
 * storage): the app then runs without it, and a written value lives only as long as the page.
 */
export function createPrefixedStorage<Key extends string>(prefix: string) {
  const keyOf = (key: Key) => `${prefix}${key}`;
  return {
    keyOf,
    read(key: Key): string | null {
      try {
        return window.localStorage.getItem(keyOf(key));
      } catch {
        return null;
      }
    },
    write(key: Key, value: string | null): void {
      try {
        if (value === null) window.localStorage.removeItem(keyOf(key));
        else window.localStorage.setItem(keyOf(key), value);
      } catch {
        // Storage unavailable.
      }
    },
  };
}
