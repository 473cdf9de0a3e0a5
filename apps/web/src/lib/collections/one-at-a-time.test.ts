import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  it('starts each task after the one before has settled, failures included', async () => {
    const events: string[] = [];
    const task =
      (name: string, fails = false) =>
      () =>
        new Promise<string>((resolve, reject) => {
          events.push(`start ${name}`);
          setTimeout(() => {
            events.push(`end ${name}`);
            if (fails) reject(new Error(name));
            else resolve(name);
          }, 5);
        });
    const results = await Promise.allSettled([
      oneAtATime(task('a')),
      oneAtATime(task('b', true)),
      oneAtATime(task('c')),
    ]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
