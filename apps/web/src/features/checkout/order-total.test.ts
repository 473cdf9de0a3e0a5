import { describe, expect, it } from 'vitest';
import { orderAmounts } from './order-total';

describe('orderAmounts', () => {
  it('takes the discount off the price, in whole cents, never below 0', () => {
    expect(orderAmounts(59, 0).total).toBe(59);
    expect(orderAmounts(59.99, 10.333).total).toBe(49.66);
    expect(orderAmounts(59, 100)).toEqual({ price: 59, discount: 100, total: 0 });
  });
});
