let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs tasks one after another, in the order they were asked for. For calls that each run a
 * search, of which the API runs two at once per user (decision 0035): a screen listing many of
 * them (the new posts of each saved search) must not have the rest refused.
 */
export function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task, task);
  queue = result.catch(() => undefined);
  return result;
}
