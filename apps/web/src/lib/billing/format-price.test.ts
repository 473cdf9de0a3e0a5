import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows dollars with two decimals and the currency', () => {
    expect(formatPrice(59, 'USD')).toBe('$59.00');
    expect(formatPrice(149.5, 'usd')).toBe('$149.50');
  });

  it('drops zero cents only when compact', () => {
    expect(formatPrice(59, 'USD', { compact: true })).toBe('$59');
    expect(formatPrice(59.9, 'USD', { compact: true })).toBe('$59.90');
  });

  it('shows dong without decimals, grouped the Vietnamese way', () => {
    expect(formatPrice(1_500_000, 'VND')).toBe('1.500.000\u00a0₫');
  });

  it("writes an amount the user's language's way when asked", () => {
    expect(formatPrice(1234.5, 'USD', { language: 'en' })).toBe('$1,234.50');
    expect(formatPrice(1234.5, 'USD', { language: 'vi' })).toBe('1.234,50\u00a0$');
  });
});
