import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { reloadCart, useCart } from './use-cart';

beforeEach(() => {
  window.localStorage.clear();
  reloadCart();
});

describe('useCart', () => {
  it('keeps the plan and coupon on this device and restores them', () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.setPlan('plan-1', ' HALF '));
    expect(result.current.cart).toEqual({ plan: 'plan-1', coupon: 'HALF' });
    reloadCart();
    const restored = renderHook(() => useCart());
    expect(restored.result.current.cart).toEqual({ plan: 'plan-1', coupon: 'HALF' });
  });

  it("reads a stored 'undefined' as an empty cart", () => {
    window.localStorage.setItem('postradar.cartPlan', 'undefined');
    window.localStorage.setItem('postradar.cartCoupon', 'undefined');
    const { result } = renderHook(() => useCart());
    expect(result.current.cart).toEqual({ plan: '', coupon: '' });
  });

  it('sets and removes the coupon, and empties the cart', () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.setPlan('plan-1'));
    act(() => result.current.setCoupon('SAVE10'));
    expect(result.current.cart.coupon).toBe('SAVE10');
    act(() => result.current.removeCoupon());
    expect(result.current.cart).toEqual({ plan: 'plan-1', coupon: '' });
    act(() => result.current.empty());
    expect(result.current.cart).toEqual({ plan: '', coupon: '' });
    expect(window.localStorage.getItem('postradar.cartPlan')).toBeNull();
  });

  it('shares one cart between components', () => {
    const first = renderHook(() => useCart());
    const second = renderHook(() => useCart());
    act(() => first.result.current.setPlan('plan-2'));
    expect(second.result.current.cart.plan).toBe('plan-2');
  });
});
