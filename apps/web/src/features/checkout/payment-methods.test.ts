import { describe, expect, it } from 'vitest';
import { defaultMethod, methodChoices } from './payment-methods';

describe('methodChoices', () => {
  it('lists card and PayPal always, bank transfer only when configured', () => {
    expect(methodChoices(['bank'])).toEqual([
      { method: 'stripe', isAvailable: false },
      { method: 'paypal', isAvailable: false },
      { method: 'bank', isAvailable: true },
    ]);
    expect(methodChoices(['paypal']).map((choice) => choice.method)).toEqual(['stripe', 'paypal']);
  });
});

describe('defaultMethod', () => {
  it('prefers PayPal, else the first configured, else none', () => {
    expect(defaultMethod(['bank', 'stripe', 'paypal'])).toBe('paypal');
    expect(defaultMethod(['bank', 'stripe'])).toBe('stripe');
    expect(defaultMethod([])).toBeNull();
  });
});
