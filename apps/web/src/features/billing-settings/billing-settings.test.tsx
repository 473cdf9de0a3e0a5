import type { BillDto, MembershipDto } from '@postradar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer, billOf, membershipOf } from '../../lib/billing/billing-test-kit';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { BillingSettings } from './billing-settings';

interface Answers {
  membership?: MembershipDto | null;
  /** What the membership call answers after a cancellation. */
  membershipAfterCancel?: MembershipDto;
  bills?: BillDto[];
}

function renderBilling({ membership = null, membershipAfterCancel, bills = [] }: Answers = {}) {
  signIn();
  let isCancelled = false;
  const get = vi.spyOn(api.payment, 'get').mockImplementation((url: string) => {
    if (url === '/membership')
      return Promise.resolve(answer(isCancelled ? membershipAfterCancel : membership));
    if (url === '/bills') return Promise.resolve(answer(bills));
    if (url === '/gateway/available') return Promise.resolve(answer(['stripe', 'paypal', 'bank']));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  const post = vi.spyOn(api.payment, 'post').mockImplementation((url: string) => {
    if (url !== '/membership/cancel') return Promise.reject(new Error(`unexpected POST ${url}`));
    isCancelled = true;
    return Promise.resolve(answer(membershipAfterCancel));
  });
  const membershipCalls = () => get.mock.calls.filter(([url]) => url === '/membership').length;
  renderWithProviders(<BillingSettings />, { route: '/settings/billing' });
  return { post, membershipCalls };
}

describe('billing settings', () => {
  it('says so when the user has no plan, and offers the plans', async () => {
    renderBilling();
    const section = await screen.findByTestId('billing-not-subscribed');
    expect(section.textContent).toContain('You are not subscribed to any plan.');
    expect(screen.getByTestId('billing-change-plan').getAttribute('href')).toBe('/pricing');
    expect(screen.queryByTestId('billing-cancel')).toBeNull();
  });

  it('counts an expired membership as no plan, naming when it ended', async () => {
    renderBilling({ membership: membershipOf({ isExpired: true, canCancel: false }) });
    const section = await screen.findByTestId('billing-not-subscribed');
    expect(section.textContent).toContain('Your Standard plan ended on 1 Apr 2026.');
    expect(screen.queryByTestId('membership-plan')).toBeNull();
  });

  it('shows an active plan with its price, registration and expiration dates', async () => {
    renderBilling({ membership: membershipOf() });
    expect((await screen.findByTestId('membership-plan')).textContent).toBe('Standard');
    expect(screen.getByTestId('membership-price').textContent).toBe('$59 per month');
    // The registration day alone; the expiration to the minute, when access ends.
    expect(screen.getByTestId('membership-start').textContent).toBe('2 Mar 2026');
    expect(screen.getByTestId('membership-finish').textContent).toMatch(
      /^1 Apr 2026, \d{1,2}:04 [ap]m$/,
    );
    expect(screen.getByTestId('billing-change-plan').textContent).toBe('Change plan');
    expect(screen.queryByTestId('membership-team')).toBeNull();
  });

  it("names the owner of a team's plan and offers no cancel to a member", async () => {
    renderBilling({
      membership: membershipOf({
        forTeam: true,
        canCancel: false,
        team: { owner: { email: 'boss@example.com', name: 'Minh Tran' } },
      }),
    });
    expect((await screen.findByTestId('membership-team')).textContent).toContain(
      'Minh Tran (boss@example.com)',
    );
    expect(screen.queryByTestId('billing-cancel')).toBeNull();
  });

  it('cancels only after confirmation, then reloads the membership', async () => {
    const cancelled = membershipOf({ canCancel: false, cancelledAt: '2026-03-10T10:00:00.000Z' });
    const { post, membershipCalls } = renderBilling({
      membership: membershipOf(),
      membershipAfterCancel: cancelled,
    });
    await userEvent.click(await screen.findByTestId('billing-cancel'));
    const dialog = await screen.findByTestId('cancel-membership-dialog');
    expect(dialog.textContent).toMatch(/You keep Standard until 1 Apr 2026, \d{1,2}:04 [ap]m\./);
    expect(post).not.toHaveBeenCalled();
    const callsBefore = membershipCalls();

    await userEvent.click(within(dialog).getByTestId('cancel-membership-confirm'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/membership/cancel', {}, expect.anything()),
    );
    await waitFor(() => expect(membershipCalls()).toBeGreaterThan(callsBefore));
    expect(await screen.findByTestId('membership-cancelled')).toBeTruthy();
    expect(screen.queryByTestId('billing-cancel')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('cancel-membership-confirm')).toBeNull());
  });

  it('keeps the plan when the dialog is dismissed', async () => {
    const { post } = renderBilling({ membership: membershipOf() });
    await userEvent.click(await screen.findByTestId('billing-cancel'));
    const dialog = await screen.findByTestId('cancel-membership-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByTestId('cancel-membership-confirm')).toBeNull());
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a message when there are no bills', async () => {
    renderBilling();
    expect((await screen.findByTestId('billing-history-empty')).textContent).toBe(
      'No bills yet. Your payments will be listed here.',
    );
    expect(screen.queryByTestId('bill-row')).toBeNull();
  });

  it('lists the bills with their date, description, status and amount', async () => {
    renderBilling({
      membership: membershipOf(),
      bills: [
        billOf(),
        billOf({
          _id: '5c4b3a29-1807-4f6e-8d5c-4b3a29180702',
          code: 'TRIAL1',
          title: 'Free trial, 7 days',
          price: 0,
          listPrice: 0,
          method: 'free',
        }),
        billOf({
          _id: '5c4b3a29-1807-4f6e-8d5c-4b3a29180703',
          code: 'DECL01',
          status: 'failed',
          failureMessage: 'Your card was declined.',
        }),
      ],
    });
    const rows = await screen.findAllByTestId('bill-row');
    expect(rows).toHaveLength(3);
    const [paid, free, failed] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(paid.textContent).toMatch(/2 Mar 2026, \d{1,2}:04 [ap]m/);
    expect(paid.textContent).toContain('Standard, 1 month');
    expect(within(paid).getByTestId('bill-status').textContent).toBe('Paid');
    expect(within(paid).getByTestId('bill-amount').textContent).toBe('$59');
    expect(within(free).getByTestId('bill-amount').textContent).toBe('Free');
    expect(within(failed).getByTestId('bill-status').textContent).toBe('Failed');
    expect(failed.textContent).toContain('Your card was declined.');
  });

  it('reminds of a bank transfer still awaited, with its code and amount in dong', async () => {
    renderBilling({
      bills: [
        billOf({
          code: 'BT4F9Z',
          status: 'pending',
          method: 'bank',
          transfer: {
            bankName: 'Vietcombank',
            bankBin: '970436',
            accountNumber: '0123456789',
            accountHolder: 'POSTRADAR',
            amountVnd: 1_534_000,
            note: 'standard lan@example.com BT4F9Z',
            qrPayload: '000201',
          },
        }),
      ],
    });
    const notice = await screen.findByTestId('pending-transfer');
    expect(notice.textContent).toContain('bill BT4F9Z');
    expect(notice.textContent).toContain('1.534.000\u00a0₫');
    await userEvent.click(within(notice).getByRole('button', { name: 'See the transfer details' }));
    const details = await screen.findByRole('dialog');
    expect(details.textContent).toContain('0123456789');
    expect(details.textContent).toContain('standard lan@example.com BT4F9Z');
    expect(within(screen.getByTestId('bill-row')).getByTestId('bill-status').textContent).toBe(
      'Pending',
    );
  });

  it('lists the ways to pay', async () => {
    renderBilling();
    const methods = await screen.findAllByTestId('billing-method');
    expect(methods.map((method) => method.textContent)).toEqual([
      'Credit or debit card',
      'PayPal',
      'Bank transfer (Vietnamese bank accounts)',
    ]);
  });
});
