import { ApiError } from '@postradar/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  billOf,
  completed,
  findPayButton,
  mockCheckoutApi,
  planId,
  renderCheckout,
  storedCart,
} from './checkout-test-kit';

vi.mock('./card/card-payment', () => ({ CardPayment: () => null }));
vi.mock('./card/use-card-action', () => ({ useCardAction: () => vi.fn() }));

const approvalPage = 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T';

describe('paying with PayPal', { timeout: 20_000 }, () => {
  it('sends the browser to the approval page and stays busy meanwhile', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const api = mockCheckoutApi({
      post: {
        '/paypal/checkout': () => ({
          status: 'redirect',
          bill: billOf({ status: 'pending' }),
          redirect: approvalPage,
        }),
      },
    });
    renderCheckout();

    await userEvent.click(await findPayButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(approvalPage));
    expect(screen.getByTestId('checkout-pay').hasAttribute('disabled')).toBe(true);
    expect(api.bodiesOf('/paypal/checkout')).toHaveLength(1);
    expect(storedCart().plan).toBe(planId);
  });

  it('captures the approved order on the way back and completes it', async () => {
    const api = mockCheckoutApi({ post: { '/paypal/capture': () => completed() } });
    renderCheckout({
      route: '/checkout?paypal=return&token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ',
    });

    const done = await screen.findByTestId('checkout-completed');
    expect(done.textContent).toContain('Checkout Completed!');
    expect(api.bodiesOf('/paypal/capture')).toEqual([{ orderId: '5O190127TN364715T' }]);
    expect(api.bodiesOf('/paypal/checkout')).toHaveLength(0);
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
    expect(storedCart().plan).toBeNull();
  });

  it('shows a failed capture with the order still there', async () => {
    mockCheckoutApi({
      post: {
        '/paypal/capture': () => {
          throw new ApiError('The PayPal order was not approved.', {
            status: 402,
            code: 'PAYMENT_FAILED',
          });
        },
      },
    });
    renderCheckout({ route: '/checkout?paypal=return&token=ORDER9' });

    expect((await screen.findByTestId('checkout-failed')).textContent).toContain(
      'The PayPal order was not approved.',
    );
    expect(await findPayButton()).toBeTruthy();
    expect(storedCart().plan).toBe(planId);
  });

  it('cancels the bill of a turned-back order and keeps the cart', async () => {
    const api = mockCheckoutApi({
      post: { '/paypal/cancel': () => billOf({ status: 'cancelled' }) },
    });
    renderCheckout({
      route: '/checkout?paypal=cancel&token=5O190127TN364715T',
      cart: { plan: planId, coupon: '' },
    });

    expect((await screen.findByTestId('paypal-cancelled')).textContent).toContain(
      'The PayPal payment was cancelled',
    );
    await waitFor(() =>
      expect(api.bodiesOf('/paypal/cancel')).toEqual([{ orderId: '5O190127TN364715T' }]),
    );
    expect(await findPayButton()).toBeTruthy();
    expect(api.bodiesOf('/paypal/capture')).toHaveLength(0);
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
    expect(storedCart().plan).toBe(planId);
  });
});
