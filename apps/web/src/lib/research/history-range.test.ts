import { describe, expect, it } from 'vitest';
import { historyInRange, historyTimeFormat } from './history-range';

const pointAt = (at: string) => ({ at, reactions: 1, comments: 1, shares: 1 });
const hoursAfter = (hours: number) =>
  pointAt(new Date(Date.UTC(2026, 10, 20) + hours * 3_600_000).toISOString());

describe('historyInRange', () => {
  const history = [hoursAfter(0), hoursAfter(100), hoursAfter(190), hoursAfter(200)];

  it('counts a range back from the latest snapshot', () => {
    expect(historyInRange(history, '24h')).toEqual([hoursAfter(190), hoursAfter(200)]);
    expect(historyInRange(history, '7d')).toEqual(history.slice(1));
    expect(historyInRange(history, 'all')).toEqual(history);
  });
});

describe('historyTimeFormat', () => {
  it('writes the hour for a day and a half at most, the day and hour up to four days, else the day', () => {
    expect(historyTimeFormat([hoursAfter(0), hoursAfter(10)], 'en')).toBe('HH:mm');
    expect(historyTimeFormat([hoursAfter(0), hoursAfter(36)], 'vi')).toBe('HH:mm');
    expect(historyTimeFormat([hoursAfter(0), hoursAfter(48)], 'en')).toBe('MMM D HH:mm');
    expect(historyTimeFormat([hoursAfter(0), hoursAfter(96)], 'vi')).toBe('D/M HH:mm');
    expect(historyTimeFormat([hoursAfter(0), hoursAfter(97)], 'en')).toBe('MMM D');
    expect(historyTimeFormat([hoursAfter(0), hoursAfter(160)], 'vi')).toBe('D/M');
  });

  it('writes the hour for a single point or none', () => {
    expect(historyTimeFormat([hoursAfter(5)], 'en')).toBe('HH:mm');
    expect(historyTimeFormat([], 'en')).toBe('HH:mm');
  });
});
