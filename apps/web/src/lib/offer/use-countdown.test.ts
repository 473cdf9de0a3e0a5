import { describe, expect, it } from 'vitest';
import { timeLeft } from './use-countdown';

describe('the time left until the offer ends', () => {
  const now = Date.UTC(2026, 10, 1, 8, 0, 0);

  it('is split into days, hours, minutes and seconds', () => {
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(timeLeft(end, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      isOver: false,
    });
  });

  it('is over at the end and after it', () => {
    const over = { days: 0, hours: 0, minutes: 0, seconds: 0, isOver: true };
    expect(timeLeft(now, now)).toEqual(over);
    expect(timeLeft(now - 5000, now)).toEqual(over);
  });
});
