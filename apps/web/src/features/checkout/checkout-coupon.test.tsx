import { ApiError } from '@postradar/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  completed,
  findPayButton,
  mockCheckoutApi,
  planId,
  planOf,
  renderCheckout,
  storedCart,
} from './checkout-test-kit';

vi.mock('./card/card-payment', () => ({ CardPayment: () => null }));
vi.mock('./card/use-card-action', () => ({ useCardAction: () => vi.fn() }));

/** Coupons as the API knows them: HALF takes half off, FREE everything, anything else fails. */
function applyCoupon({ code, method }: Record<string, unknown>) {
  if (code === 'HALF') return { discount: method === 'bank' ? 20 : 29.5, text: '50% off' };
  if (code === 'FREE') return { discount: 100, text: '100% off' };
  throw new ApiError('This coupon has expired.', { status: 400, code: 'COUPON_INVALID' });
}

describe('the coupon box', { timeout: 20_000 }, () => {
  it('applies the coupon kept in the cart on load', async () => {
    const api = mockCheckoutApi({ post: { '/coupon/apply': applyCoupon } });
    renderCheckout({ cart: { plan: planId, coupon: 'HALF' } });

    expect((await screen.findByTestId('review-discount')).textContent).toBe('-$29.50');
    expect(screen.getByTestId('review-total').textContent).toBe('$29.50');
    expect((screen.getByTestId('coupon-input') as HTMLInputElement).value).toBe('HALF');
    expect(screen.getByTestId('coupon-applied').textContent).toBe('50% off');
    expect(api.bodiesOf('/coupon/apply')).toEqual([{ planId, code: 'HALF', method: 'paypal' }]);
  });

  it('applies a typed code, keeps it in the cart and sends it with the checkout', async () => {
    const api = mockCheckoutApi({
      post: { '/coupon/apply': applyCoupon, '/paypal/checkout': () => completed() },
    });
    renderCheckout();

    const apply = await screen.findByTestId('coupon-apply');
    expect(apply.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByTestId('coupon-input'), ' HALF ');
    await userEvent.click(apply);

    expect((await screen.findByTestId('review-discount')).textContent).toBe('-$29.50');
    expect(storedCart().coupon).toBe('HALF');
    await userEvent.click(await findPayButton());
    await screen.findByTestId('checkout-completed');
    expect(api.bodiesOf('/paypal/checkout')[0]).toMatchObject({ planId, coupon: 'HALF' });
  });

  it("shows the server's refusal under the box and keeps the price", async () => {
    mockCheckoutApi({ post: { '/coupon/apply': applyCoupon } });
    renderCheckout();

    await userEvent.type(await screen.findByTestId('coupon-input'), 'OLD');
    await userEvent.click(screen.getByTestId('coupon-apply'));

    expect(await screen.findByText('This coupon has expired.')).toBeTruthy();
    expect(screen.queryByTestId('review-discount')).toBeNull();
    expect(screen.getByTestId('review-total').textContent).toBe('$59.00');
  });

  it('removes the coupon from the order and the cart', async () => {
    mockCheckoutApi({ post: { '/coupon/apply': applyCoupon } });
    renderCheckout({ cart: { plan: planId, coupon: 'HALF' } });

    await screen.findByTestId('review-discount');
    await userEvent.click(screen.getByTestId('coupon-remove'));

    await waitFor(() => expect(screen.queryByTestId('review-discount')).toBeNull());
    expect(screen.getByTestId('review-total').textContent).toBe('$59.00');
    expect((screen.getByTestId('coupon-input') as HTMLInputElement).value).toBe('');
    expect(storedCart().coupon).toBeNull();
  });

  it('asks again when the way to pay changes, and hides the box where coupons do not apply', async () => {
    const api = mockCheckoutApi({
      gateways: ['paypal', 'bank'],
      couponAvailable: (method) => method !== 'bank',
      post: { '/coupon/apply': applyCoupon },
    });
    renderCheckout({ cart: { plan: planId, coupon: 'HALF' } });

    await screen.findByTestId('review-discount');
    await userEvent.click(screen.getByTestId('method-bank'));

    await waitFor(() => expect(screen.queryByTestId('coupon-box')).toBeNull());
    expect(screen.queryByTestId('review-discount')).toBeNull();
    expect(api.bodiesOf('/coupon/available')).toEqual([{ method: 'paypal' }, { method: 'bank' }]);
    expect(storedCart().coupon).toBe('HALF');

    await userEvent.click(screen.getByTestId('method-paypal'));
    expect((await screen.findByTestId('review-discount')).textContent).toBe('-$29.50');
  });

  it('is not offered for a plan priced 0', async () => {
    const api = mockCheckoutApi({ plan: planOf({ price: 0 }) });
    renderCheckout({ cart: { plan: planId, coupon: 'HALF' } });

    await findPayButton();
    expect(screen.queryByTestId('coupon-box')).toBeNull();
    expect(api.bodiesOf('/coupon/available')).toHaveLength(0);
    expect(api.bodiesOf('/coupon/apply')).toHaveLength(0);
  });

  it('never takes the total below 0, and settles a fully discounted order for free', async () => {
    const api = mockCheckoutApi({
      post: { '/coupon/apply': applyCoupon, '/free/checkout': () => completed('free') },
    });
    renderCheckout({ cart: { plan: planId, coupon: 'FREE' } });

    expect((await screen.findByTestId('review-discount')).textContent).toBe('-$100.00');
    expect(screen.getByTestId('review-total').textContent).toBe('$0.00');
    expect(screen.queryByTestId('payment-methods')).toBeNull();
    const pay = await findPayButton();
    expect(pay.textContent).toBe('Start my plan');
    await userEvent.click(pay);

    await screen.findByTestId('checkout-completed');
    expect(api.bodiesOf('/free/checkout')[0]).toMatchObject({ planId, coupon: 'FREE' });
  });
});
