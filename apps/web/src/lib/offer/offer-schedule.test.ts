import { describe, expect, it } from 'vitest';
import { isQuietPath, localDay } from './offer-schedule';

describe('when the offer popup opens by itself', () => {
  it('counts days on the device’s clock', () => {
    expect(localDay(new Date(2026, 10, 3, 23, 59))).toBe('2026-11-03');
    expect(localDay(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  it('keeps quiet where a plan is being chosen or paid for', () => {
    for (const path of ['/pricing', '/checkout', '/checkout/bank', '/a/subscribe/abc'])
      expect(isQuietPath(path), path).toBe(true);
    for (const path of ['/a', '/a/posts', '/settings/billing', '/pricingx'])
      expect(isQuietPath(path), path).toBe(false);
  });
});
