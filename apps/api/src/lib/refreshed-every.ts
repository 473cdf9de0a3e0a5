/** A value and when it was computed. */
export interface Computed<T> {
  value: T;
  computedAt: Date;
}

/**
 * A value too costly to compute per request (counts over the whole corpus), computed as of a
 * moment at most once every `intervalMs` in this process. Callers at once share one computation
 * (single-flight), the one replacing a stale value included; a computation that fails is not
 * kept, so the next call tries again.
 */
export function refreshedEvery<T>(
  intervalMs: number,
  compute: (at: Date) => Promise<T>,
  now: () => Date = () => new Date(),
): () => Promise<Computed<T>> {
  let latest: { startedAt: number; result: Promise<Computed<T>> } | undefined;
  return () => {
    const at = now();
    if (latest && at.getTime() - latest.startedAt < intervalMs) return latest.result;
    const result = compute(at).then((value) => ({ value, computedAt: at }));
    const started = { startedAt: at.getTime(), result };
    latest = started;
    result.catch(() => {
      if (latest === started) latest = undefined;
    });
    return result;
  };
}
