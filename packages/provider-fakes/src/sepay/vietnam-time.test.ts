import { describe, expect, it } from 'vitest';
import { vietnamTime } from './vietnam-time';

describe('vietnamTime', () => {
  it("writes an instant as SePay's 'YYYY-MM-DD HH:mm:ss' in Vietnam time", () => {
    expect(vietnamTime(new Date('2026-03-25T07:02:37.900Z'))).toBe('2026-03-25 14:02:37');
    expect(vietnamTime(new Date('2026-03-31T17:30:05Z'))).toBe('2026-04-01 00:30:05');
  });
});
