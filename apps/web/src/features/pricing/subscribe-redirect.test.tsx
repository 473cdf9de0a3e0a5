import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCart } from '../../lib/cart/cart-storage';
import { reloadCart } from '../../lib/cart/use-cart';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { SubscribeRedirect } from './subscribe-redirect';

function renderAt(route: string) {
  signIn();
  renderWithProviders(
    <Routes>
      <Route path="/a/subscribe/:planId" element={<SubscribeRedirect />} />
      <Route path="/checkout" element={<p>checkout</p>} />
    </Routes>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => reloadCart());

describe('the subscribe route', () => {
  it('puts the plan in the cart and replaces itself with the checkout', async () => {
    renderAt('/a/subscribe/plan-59');
    await waitFor(() => expect(location()).toBe('/checkout'));
    expect(readCart()).toEqual({ plan: 'plan-59', coupon: '' });
  });

  it('keeps the coupon of the link', async () => {
    renderAt('/a/subscribe/plan-59?coupon=HALF');
    await waitFor(() => expect(location()).toBe('/checkout'));
    expect(readCart()).toEqual({ plan: 'plan-59', coupon: 'HALF' });
  });

  it('keeps a coupon already in the cart when the link has none', async () => {
    window.localStorage.setItem('postradar.cartPlan', 'plan-old');
    window.localStorage.setItem('postradar.cartCoupon', 'SAVE10');
    renderAt('/a/subscribe/plan-149');
    await waitFor(() => expect(location()).toBe('/checkout'));
    expect(readCart()).toEqual({ plan: 'plan-149', coupon: 'SAVE10' });
  });
});
