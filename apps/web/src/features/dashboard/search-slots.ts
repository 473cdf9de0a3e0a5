/**
 * Runs tasks at most `limit` at once, the others waiting their turn in the order asked. A task
 * that ends hands its place straight to the next one waiting.
 */
export function createTaskLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * The dashboard's blocks that search (the four moving ones, the news): the API runs two searches
 * of a user at once and refuses a third (decision 0035), so they take turns two by two.
 */
export const inSearchSlot = createTaskLimiter(2);
