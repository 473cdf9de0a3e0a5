/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

/** How many times slower the naive engine was ('-' when it did not run). */
export const ratio = (naive: number, ours: number) =>
  Number.isNaN(naive) ? '-' : `${(naive / ours).toFixed(1)}x`;

/** Runs `task` over `items` with at most `concurrency` at a time; returns each one's duration. */
export async function timedPool<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<unknown>,
): Promise<number[]> {
  const durations: number[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const started = performance.now();
      await task(items[index] as T);
      durations[index] = performance.now() - started;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return durations;
}
