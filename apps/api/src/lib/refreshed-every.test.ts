import { describe, expect, it } from 'vitest';
import { refreshedEvery } from './refreshed-every';

function clock(start: string) {
  let time = Date.parse(start);
  return {
    now: () => new Date(time),
    pass: (ms: number) => {
      time += ms;
    },
  };
}

describe('refreshedEvery', () => {
  it('computes once per interval, answering when it computed', async () => {
    const time = clock('2026-11-02T10:00:00Z');
    let computed = 0;
    const read = refreshedEvery(60_000, async () => (computed += 1), time.now);

    expect(await read()).toEqual({ value: 1, computedAt: new Date('2026-11-02T10:00:00Z') });
    time.pass(59_999);
    expect((await read()).value).toBe(1);
    time.pass(1);
    expect(await read()).toEqual({ value: 2, computedAt: new Date('2026-11-02T10:01:00Z') });
    expect(computed).toBe(2);
  });

  it('shares one computation between callers at once', async () => {
    const time = clock('2026-11-02T10:00:00Z');
    let computed = 0;
    let finish: (value: number) => void = () => {};
    const read = refreshedEvery(
      60_000,
      () => {
        computed += 1;
        return new Promise<number>((resolve) => (finish = resolve));
      },
      time.now,
    );
    const answers = Promise.all([read(), read(), read()]);
    finish(7);
    expect((await answers).map((answer) => answer.value)).toEqual([7, 7, 7]);
    expect(computed).toBe(1);
  });

  it('does not keep a failure: the next call computes again', async () => {
    const time = clock('2026-11-02T10:00:00Z');
    let calls = 0;
    const read = refreshedEvery(
      60_000,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return 'ok';
      },
      time.now,
    );
    await expect(read()).rejects.toThrow('database away');
    expect((await read()).value).toBe('ok');
    expect(calls).toBe(2);
  });
});
