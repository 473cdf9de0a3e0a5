import { describe, expect, it } from 'vitest';
import { readPayPalReturn } from './read-paypal-return';

describe('readPayPalReturn', () => {
  it('reads an approved or cancelled order, and nothing else', () => {
    const read = (search: string) => readPayPalReturn(new URLSearchParams(search));
    expect(read('paypal=return&token=ORDER1&PayerID=P')).toEqual({
      kind: 'return',
      orderId: 'ORDER1',
    });
    expect(read('paypal=cancel&token=ORDER1')).toEqual({ kind: 'cancel', orderId: 'ORDER1' });
    expect(read('paypal=return')).toBeNull();
    expect(read('paypal=other&token=ORDER1')).toBeNull();
    expect(read('')).toBeNull();
  });
});
