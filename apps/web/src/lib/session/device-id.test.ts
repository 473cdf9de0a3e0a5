import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceIdRefreshMs, startDeviceIdTracking } from './device-id';

afterEach(() => {
  vi.useRealTimers();
});

/** An agent answering `ids` in turn, and an idle scheduler the test runs by hand. */
function fakes(ids: string[]) {
  const get = vi.fn(async () => ({ visitorId: ids.shift() ?? 'later' }));
  const loadAgent = vi.fn(async () => ({ get }) as never);
  const idleTasks: (() => void)[] = [];
  const whenIdle = vi.fn((task: () => void) => {
    idleTasks.push(task);
    return () => idleTasks.splice(idleTasks.indexOf(task), 1);
  });
  const runIdle = () => idleTasks.splice(0).forEach((task) => task());
  return { loadAgent, whenIdle, runIdle };
}

describe('startDeviceIdTracking', () => {
  it('with no stored id, computes it once idle, then every 30 s, and stops', async () => {
    vi.useFakeTimers();
    const { loadAgent, whenIdle, runIdle } = fakes(['first', 'second', 'third']);
    const save = vi.fn();

    const stop = startDeviceIdTracking(save, { loadAgent, whenIdle });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadAgent).not.toHaveBeenCalled();

    runIdle();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith('first');

    await vi.advanceTimersByTimeAsync(deviceIdRefreshMs);
    expect(save).toHaveBeenLastCalledWith('second');
    expect(loadAgent).toHaveBeenCalledTimes(1);
    expect(deviceIdRefreshMs).toBe(30_000);

    stop();
    await vi.advanceTimersByTimeAsync(deviceIdRefreshMs * 2);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('with a stored id, loads the fingerprint library only at the first refresh', async () => {
    vi.useFakeTimers();
    const { loadAgent, whenIdle } = fakes(['fresh']);
    const save = vi.fn();

    const stop = startDeviceIdTracking(save, { storedId: 'stored', loadAgent, whenIdle });
    await vi.advanceTimersByTimeAsync(deviceIdRefreshMs - 1);
    expect(whenIdle).not.toHaveBeenCalled();
    expect(loadAgent).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledWith('fresh');
    stop();
  });

  it('stopped before the page is idle, computes nothing', async () => {
    vi.useFakeTimers();
    const { loadAgent, whenIdle, runIdle } = fakes(['first']);
    const stop = startDeviceIdTracking(vi.fn(), { loadAgent, whenIdle });
    stop();
    runIdle();
    await vi.advanceTimersByTimeAsync(deviceIdRefreshMs);
    expect(loadAgent).not.toHaveBeenCalled();
  });

  it('keeps going without an id when fingerprinting fails', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const save = vi.fn();
    const stop = startDeviceIdTracking(save, {
      loadAgent: () => Promise.reject(new Error('blocked')),
      whenIdle: (task) => {
        task();
        return () => undefined;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(save).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    stop();
  });
});
