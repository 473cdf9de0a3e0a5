import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd } from '../../lib/billing-transfer/format-vnd';
import {
  billOf,
  findPayButton,
  membershipOf,
  mockCheckoutApi,
  planId,
  renderCheckout,
  storedCart,
  transfer,
} from './checkout-test-kit';
import { billPollMs } from './use-bill-status';

vi.mock('./card/card-payment', () => ({ CardPayment: () => null }));
vi.mock('./card/use-card-action', () => ({ useCardAction: () => vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
});

describe('paying by bank transfer', { timeout: 20_000 }, () => {
  it('shows what to send with its QR code, then completes once the bill is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = billOf({ status: 'pending', method: 'bank', transfer });
    const statuses = [pending, billOf({ status: 'paid', method: 'bank' })];
    const api = mockCheckoutApi({
      gateways: ['bank'],
      post: { '/bank/checkout': () => ({ status: 'pending', bill: pending }) },
      get: {
        [`/bills/${pending._id}`]: () => statuses.shift() ?? billOf({ method: 'bank' }),
        '/membership': () => membershipOf({ method: 'bank' }),
      },
    });
    renderCheckout();

    await userEvent.click(await findPayButton());

    const details = await screen.findByTestId('bank-transfer-details');
    expect(within(details).getByTestId('transfer-bank').textContent).toBe('Vietcombank');
    expect(within(details).getByTestId('transfer-account').textContent).toBe('0071000123456');
    expect(within(details).getByTestId('transfer-holder').textContent).toBe('CONG TY POSTRADAR');
    expect(within(details).getByTestId('transfer-amount').textContent).toBe(formatVnd(1_475_000));
    expect(formatVnd(1_475_000)).toMatch(/^1\.475\.000\s₫$/);
    expect(within(details).getByTestId('transfer-note').textContent).toBe(transfer.note);
    expect(within(details).getAllByRole('button', { name: 'Copy' })).toHaveLength(5);
    const qr = details.querySelector('svg title');
    expect(qr?.textContent).toBe('VietQR code of this transfer');
    expect(screen.getByTestId('pending-bill-code').textContent).toBe('PR7K2Q');
    expect(screen.getByTestId('checkout-pending').textContent).toContain(
      'Your plan starts as soon as your transfer arrives.',
    );
    expect(api.bodiesOf('/bank/checkout')[0]).toMatchObject({ planId, coupon: '' });
    expect(storedCart().plan).toBe(planId);

    // Still pending at the first check, paid at the second.
    await vi.advanceTimersByTimeAsync(billPollMs);
    expect(screen.queryByTestId('checkout-completed')).toBeNull();
    await vi.advanceTimersByTimeAsync(billPollMs);

    const done = await screen.findByTestId('checkout-completed');
    expect(within(done).getByTestId('completed-plan').textContent).toBe('Standard');
    expect(storedCart().plan).toBeNull();
    const billReads = api.get.mock.calls.filter(([url]) => url === `/bills/${pending._id}`);
    expect(billReads).toHaveLength(2);
  });

  it('shows a bill that failed instead of being paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = billOf({ status: 'pending', method: 'bank', transfer });
    mockCheckoutApi({
      gateways: ['bank'],
      post: { '/bank/checkout': () => ({ status: 'pending', bill: pending }) },
      get: {
        [`/bills/${pending._id}`]: () =>
          billOf({
            status: 'cancelled',
            method: 'bank',
            failureMessage: 'The bill was cancelled.',
          }),
      },
    });
    renderCheckout();

    await userEvent.click(await findPayButton());
    await screen.findByTestId('bank-transfer-details');
    await vi.advanceTimersByTimeAsync(billPollMs);

    await waitFor(() =>
      expect(screen.getByTestId('checkout-failed').textContent).toContain(
        'The bill was cancelled.',
      ),
    );
    expect(await findPayButton()).toBeTruthy();
  });
});
