import { describe, expect, it } from 'vitest';
import { budgetStep, MIN_PAUSE_MINUTES, pauseUntil } from './rate-budget';

const now = new Date('2026-11-20T10:00:00Z');
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('budgetStep', () => {
  it('goes on at once below half the budget, ever slower up to 90 %', () => {
    const delay = (percent: number) => budgetStep({ percent, regainAccessMinutes: 0 }, now);
    expect(delay(0)).toEqual({ kind: 'go', delayMs: 0 });
    expect(delay(49.9)).toEqual({ kind: 'go', delayMs: 0 });
    expect(delay(50)).toEqual({ kind: 'go', delayMs: 0 });
    expect(delay(70)).toEqual({ kind: 'go', delayMs: 15_000 });
    expect(delay(90)).toEqual({ kind: 'go', delayMs: 60_000 });
    expect(delay(94)).toEqual({ kind: 'go', delayMs: 60_000 });
  });

  it('pauses at 95 % or when Meta gives a time to regain access', () => {
    expect(budgetStep({ percent: 95, regainAccessMinutes: 0 }, now)).toEqual({
      kind: 'pause',
      until: minutesLater(MIN_PAUSE_MINUTES),
      reason: 'the app has used 95 % of its hourly Graph API budget',
    });
    expect(budgetStep({ percent: 10, regainAccessMinutes: 5 }, now)).toMatchObject({
      kind: 'pause',
      until: minutesLater(5),
    });
  });
});

describe('pauseUntil', () => {
  it("waits Meta's estimate when it gives one, else 15 minutes", () => {
    expect(MIN_PAUSE_MINUTES).toBe(15);
    expect(pauseUntil({ percent: 100, regainAccessMinutes: 42 }, now)).toEqual(minutesLater(42));
    expect(pauseUntil({ percent: 100, regainAccessMinutes: 0 }, now)).toEqual(minutesLater(15));
  });
});
