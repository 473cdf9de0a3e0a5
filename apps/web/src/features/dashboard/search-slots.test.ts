import { describe, expect, it } from 'vitest';
import { createTaskLimiter } from './search-slots';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTaskLimiter', () => {
  it('runs at most the limit at once, the rest in the order asked', async () => {
    const run = createTaskLimiter(2);
    const tasks = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      run(() => {
        started.push(index);
        return task.promise.then(() => index);
      }),
    );
    const outcomes = Promise.allSettled(results);
    await settle();
    expect(started).toEqual([0, 1]);

    tasks[1]?.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);

    // A failure gives its place back too.
    tasks[0]?.reject(new Error('refused'));
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]?.resolve();
    tasks[3]?.resolve();
    expect((await outcomes).map((outcome) => outcome.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });

  it('starts at once again when nothing waits', async () => {
    const run = createTaskLimiter(1);
    await run(() => Promise.resolve());
    let isStarted = false;
    const next = run(() => {
      isStarted = true;
      return Promise.resolve();
    });
    expect(isStarted).toBe(true);
    await next;
  });
});
