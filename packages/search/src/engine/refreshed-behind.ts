/**
 * `read` of a key kept per key and read again at most every `ttlMs`: only the first call for a key
 * waits for a read; once the value is older than `ttlMs`, callers get it at once while one newer
 * read runs behind them, which replaces it when done. `read` must not reject (a failed read is a
 * value of its own, such as undefined).
 */
export function refreshedBehind<K extends object, V>(
  ttlMs: number,
  read: (key: K) => Promise<V>,
  now: () => number = Date.now,
): (key: K) => Promise<V> {
  const kept = new WeakMap<K, { readAt: number; value: Promise<V>; refreshing: boolean }>();
  return (key) => {
    const entry = kept.get(key);
    if (!entry) {
      const value = read(key);
      kept.set(key, { readAt: now(), value, refreshing: false });
      return value;
    }
    if (!entry.refreshing && now() - entry.readAt >= ttlMs) {
      entry.refreshing = true;
      const startedAt = now();
      void read(key).then((value) =>
        kept.set(key, { readAt: startedAt, value: Promise.resolve(value), refreshing: false }),
      );
    }
    return entry.value;
  };
}
