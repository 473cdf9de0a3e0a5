import { ApiError } from '@postradar/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api as apiClient } from '../../lib/api';
import { session } from '../../lib/session/session-storage';
import { supportChat } from '../../lib/support-chat-store';
import {
  completed,
  findPayButton,
  mockCheckoutApi,
  planId,
  planOf,
  renderCheckout,
  storedCart,
} from './checkout-test-kit';

const card = vi.hoisted(() => ({ action: vi.fn() }));

vi.mock('./card/card-payment', () => ({
  CardPayment: ({ onSelect }: { onSelect(cardId: string): void }) => (
    <button type="button" data-testid="pick-card" onClick={() => onSelect('pm_visa')}>
      Visa 4242
    </button>
  ),
}));
vi.mock('./card/use-card-action', () => ({ useCardAction: () => card.action }));

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  card.action.mockReset();
});

describe('the checkout', { timeout: 20_000 }, () => {
  it('sends a buyer without a plan in the cart to the pricing page', async () => {
    mockCheckoutApi();
    renderCheckout({ cart: { plan: '', coupon: '' } });
    expect(await screen.findByText('Pricing page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
  });

  it('reviews the order with 2 decimals and picks PayPal by default', async () => {
    mockCheckoutApi({ plan: planOf({ price: 59.5 }), gateways: ['stripe', 'paypal', 'bank'] });
    renderCheckout();

    const review = await screen.findByTestId('review-order');
    expect(within(review).getByTestId('review-plan').textContent).toBe('Standard');
    expect(review.textContent).toContain('1 month');
    expect(within(review).getByTestId('review-price').textContent).toBe('$59.50');
    expect(within(review).getByTestId('review-total').textContent).toBe('$59.50');
    expect(within(review).queryByTestId('review-discount')).toBeNull();
    expect(screen.getByTestId('method-paypal').getAttribute('aria-checked')).toBe('true');
    expect((await findPayButton()).textContent).toBe('Continue to PayPal');
    expect(screen.getByTestId('checkout-back').getAttribute('href')).toBe('/pricing');
    expect(document.title).toBe('Checkout - PostRadar');
  });

  it('falls back to the first configured way and greys out card and PayPal when missing', async () => {
    mockCheckoutApi({ gateways: ['bank'] });
    renderCheckout();

    const bank = await screen.findByTestId('method-bank');
    expect(bank.getAttribute('aria-checked')).toBe('true');
    for (const method of ['stripe', 'paypal']) {
      const choice = screen.getByTestId(`method-${method}`);
      expect(choice.hasAttribute('disabled')).toBe(true);
      expect(choice.textContent).toContain('Not available right now');
    }
    expect((await findPayButton()).textContent).toBe('Get transfer details');
    expect(screen.queryByTestId('method-stripe-setup')).toBeNull();
  });

  it('tells staff which settings offer a missing way to pay', async () => {
    mockCheckoutApi({ gateways: ['bank'] });
    renderCheckout({ scopes: ['admin', 'admin-worker'] });
    expect((await screen.findByTestId('method-stripe-setup')).textContent).toContain(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY',
    );
    expect(screen.getByTestId('method-paypal-setup').textContent).toContain(
      'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET',
    );
  });

  it('hides bank transfer when it is not configured', async () => {
    mockCheckoutApi({ gateways: ['stripe', 'paypal'] });
    renderCheckout();
    expect(await screen.findByTestId('method-paypal')).toBeTruthy();
    expect(screen.queryByTestId('method-bank')).toBeNull();
  });

  it('says when no way to pay is configured and points to the live chat', async () => {
    mockCheckoutApi({ gateways: [] });
    renderCheckout();

    const notice = await screen.findByTestId('checkout-no-gateway');
    expect(notice.textContent).toContain('No way to pay is available right now');
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Open live chat' }));
    expect(supportChat.getState().isOpen).toBe(true);
    supportChat.close();
  });

  it('shows a plan no longer on sale with the ways to another plan', async () => {
    mockCheckoutApi({
      plan: new ApiError('This plan does not exist or is no longer on sale.', {
        status: 404,
        code: 'NOT_FOUND',
      }),
    });
    renderCheckout();

    const notice = await screen.findByTestId('checkout-failed');
    expect(notice.textContent).toContain('This plan does not exist or is no longer on sale.');
    expect(
      within(notice).getByRole('link', { name: 'Change another plan' }).getAttribute('href'),
    ).toBe('/pricing');
    expect(within(notice).getByRole('link', { name: 'Billing' }).getAttribute('href')).toBe(
      '/settings/billing',
    );
  });

  it('shows PLAN_UNAVAILABLE from the checkout as the failed notice with the plan links', async () => {
    const api = mockCheckoutApi({
      post: {
        '/paypal/checkout': () => {
          throw new ApiError('You have already used your trial.', {
            status: 409,
            code: 'PLAN_UNAVAILABLE',
          });
        },
      },
    });
    renderCheckout();
    await userEvent.click(await findPayButton());

    const notice = await screen.findByTestId('checkout-failed');
    expect(notice.textContent).toContain('Checkout failed');
    expect(notice.textContent).toContain('You have already used your trial.');
    expect(within(notice).getByRole('link', { name: 'Change another plan' })).toBeTruthy();
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
    expect(api.bodiesOf('/paypal/checkout')).toHaveLength(1);
  });

  it('settles a free plan without a provider and completes the order', async () => {
    const membershipLoads = vi.fn(() => Promise.resolve(null));
    function MembershipProbe() {
      useQuery({ queryKey: ['membership'], queryFn: membershipLoads });
      return null;
    }
    vi.spyOn(apiClient.auth, 'get').mockResolvedValue({
      data: { success: true, data: { roles: [], scopes: ['posts', 'team-master'] } },
      status: 200,
    });
    const api = mockCheckoutApi({
      plan: planOf({ title: 'Trial', price: 0, periodDays: 7 }),
      gateways: [],
      post: { '/free/checkout': () => completed('free') },
    });
    renderCheckout({ beside: <MembershipProbe /> });

    const pay = await findPayButton();
    expect(pay.textContent).toBe('Start my plan');
    expect(screen.queryByTestId('coupon-box')).toBeNull();
    expect(screen.queryByTestId('checkout-no-gateway')).toBeNull();
    expect(screen.getByTestId('review-total').textContent).toBe('$0.00');
    expect(screen.getByTestId('review-order').textContent).toContain('7 days');
    await userEvent.click(pay);

    const done = await screen.findByTestId('checkout-completed');
    expect(done.textContent).toContain('Checkout Completed!');
    expect(within(done).getByTestId('completed-email').textContent).toBe('lan@example.com');
    expect(within(done).getByTestId('completed-plan').textContent).toBe('Standard');
    expect(within(done).getByTestId('completed-expires').textContent).toMatch(
      /^31 Mar 2026, \d{1,2}:00 [ap]m$/,
    );
    expect(
      within(done)
        .getByRole('link', { name: /Start researching/ })
        .getAttribute('href'),
    ).toBe('/a');
    expect(
      within(done)
        .getByRole('link', { name: /Billing/ })
        .getAttribute('href'),
    ).toBe('/settings/billing');
    const [body] = api.bodiesOf('/free/checkout');
    expect(body).toMatchObject({ planId, coupon: '' });
    expect(String(body?.idempotencyKey)).toMatch(uuid);
    expect(storedCart()).toEqual({ plan: null, coupon: null });
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
    // The new plan shows everywhere at once: membership reloaded, new scopes stored.
    await waitFor(() => expect(membershipLoads).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(session.getUser()?.scopes).toEqual(['posts', 'team-master']));
  });

  it('sends one request for a double click', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const api = mockCheckoutApi({
      post: { '/paypal/checkout': () => new Promise((resolve) => (finish = resolve)) },
    });
    renderCheckout();
    const pay = await findPayButton();

    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(api.bodiesOf('/paypal/checkout')).toHaveLength(1));
    fireEvent.click(pay);
    finish(completed());

    expect(await screen.findByTestId('checkout-completed')).toBeTruthy();
    expect(api.bodiesOf('/paypal/checkout')).toHaveLength(1);
  });

  it('retries an unanswered attempt with its key and starts a refused one afresh', async () => {
    const answers = [
      new ApiError('Network Error', { code: 'ERR_NETWORK' }),
      new ApiError('The payment was refused.', { status: 402, code: 'PAYMENT_FAILED' }),
      completed(),
    ];
    const api = mockCheckoutApi({
      post: {
        '/paypal/checkout': () => {
          const next = answers.shift();
          if (next instanceof Error) throw next;
          return next;
        },
      },
    });
    renderCheckout();

    await userEvent.click(await findPayButton());
    expect((await screen.findByTestId('checkout-failed')).textContent).toContain('Network Error');
    await userEvent.click(await findPayButton());
    expect((await screen.findByTestId('checkout-failed')).textContent).toContain(
      'The payment was refused.',
    );
    await userEvent.click(await findPayButton());
    await screen.findByTestId('checkout-completed');

    const keys = api.bodiesOf('/paypal/checkout').map((body) => body.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('stops a card payment without a card, then charges the chosen one through 3-D Secure', async () => {
    card.action.mockResolvedValue({ ok: true });
    const bill = completed('stripe').bill;
    const api = mockCheckoutApi({
      gateways: ['stripe'],
      post: {
        '/stripe/checkout': () => ({
          status: 'requires_action',
          bill,
          clientSecret: 'pi_1_secret',
        }),
        '/stripe/confirm': () => completed('stripe'),
      },
    });
    renderCheckout();

    const pay = await findPayButton();
    expect(pay.textContent).toBe('Pay $59.00');
    await userEvent.click(pay);
    expect((await screen.findByTestId('checkout-failed')).textContent).toContain(
      'Please select a card or add a new one first.',
    );
    expect(api.bodiesOf('/stripe/checkout')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('pick-card'));
    await userEvent.click(pay);

    await screen.findByTestId('checkout-completed');
    expect(api.bodiesOf('/stripe/checkout')[0]).toMatchObject({ planId, cardId: 'pm_visa' });
    expect(card.action).toHaveBeenCalledWith('pi_1_secret');
    expect(api.bodiesOf('/stripe/confirm')).toEqual([{ billId: bill._id }]);
  });

  it("shows Stripe's and the server's messages as they are", async () => {
    card.action.mockResolvedValue({ ok: false, message: 'Authentication failed.' });
    const answers = [
      { status: 'requires_action', bill: completed('stripe').bill, clientSecret: 'pi_2_secret' },
      new ApiError('Your card was declined.', { status: 402, code: 'PAYMENT_FAILED' }),
    ];
    const api = mockCheckoutApi({
      gateways: ['stripe'],
      post: {
        '/stripe/checkout': () => {
          const next = answers.shift();
          if (next instanceof Error) throw next;
          return next;
        },
      },
    });
    renderCheckout();
    await userEvent.click(await screen.findByTestId('pick-card'));

    await userEvent.click(await findPayButton());
    expect((await screen.findByTestId('checkout-failed')).textContent).toContain(
      'Authentication failed.',
    );
    expect(api.bodiesOf('/stripe/confirm')).toHaveLength(0);
    await userEvent.click(await findPayButton());
    await waitFor(() =>
      expect(screen.getByTestId('checkout-failed').textContent).toContain(
        'Your card was declined.',
      ),
    );
    expect(screen.getByTestId('checkout-pay')).toBeTruthy();
  });
});
