import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideTipsToday, localDay, subscribeToTipsDismissal, tipsHiddenOn } from './tips-dismissal';

afterEach(() => window.localStorage.clear());

describe('localDay', () => {
  it('is the calendar day where the user is, not in UTC', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('hiding the tips for the day', () => {
  it('remembers the day per user on this device', () => {
    hideTipsToday('user-1', new Date(2026, 2, 9, 8));
    expect(window.localStorage.getItem('postradar.tipsHiddenOn.user-1')).toBe('2026-03-09');
    expect(tipsHiddenOn('user-1')).toBe('2026-03-09');
    expect(tipsHiddenOn('user-2')).toBeNull();
  });

  it('tells every screen showing them, and hears another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToTipsDismissal(listener);
    hideTipsToday('user-1');
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'postradar.tipsHiddenOn.user-1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'postradar.user' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    hideTipsToday('user-1');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
