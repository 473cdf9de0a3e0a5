import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceIdRefreshMs, startDeviceIdTracking } from './device-id';

afterEach(() => {
  vi.useRealTimers();
});

describe('startDeviceIdTracking', () => {
  it('loads the agent once, saves the id now and again every 30 seconds, and stops', async () => {
    vi.useFakeTimers();
    const ids = ['first', 'second', 'third'];
    const get = vi.fn(async () => ({ visitorId: ids.shift() ?? 'later' }));
    const loadAgent = vi.fn(async () => ({ get }) as never);
    const save = vi.fn();

    const stop = startDeviceIdTracking(save, { loadAgent });
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

  it('keeps going without an id when fingerprinting fails', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const save = vi.fn();
    const stop = startDeviceIdTracking(save, {
      loadAgent: () => Promise.reject(new Error('blocked')),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(save).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    stop();
  });
});
