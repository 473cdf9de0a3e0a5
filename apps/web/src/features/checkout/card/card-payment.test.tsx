import { ApiError } from '@postradar/api-client';
import type { CardDto } from '@postradar/contracts';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { renderWithProviders, signIn } from '../../../test/render-with-providers';
import { CardPayment, type AddCardHandle } from './card-payment';
import { sharedStripe } from './shared-stripe';

/** Stripe.js and its React bindings, as far as the card screen uses them. */
const stripeFake = vi.hoisted(() => {
  const cardElement = { id: 'card-element' };
  const stripe = { createPaymentMethod: vi.fn() };
  const field: { onChange?: (event: unknown) => void } = {};
  return { cardElement, stripe, field };
});

vi.mock('@stripe/react-stripe-js', async () => {
  const { useEffect: useMountEffect } = await import('react');
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    CardElement: (props: { onReady?: () => void; onChange?: (event: unknown) => void }) => {
      stripeFake.field.onChange = props.onChange;
      useMountEffect(() => props.onReady?.(), []);
      return <div data-testid="stripe-card-element" />;
    },
    useStripe: () => stripeFake.stripe,
    useElements: () => ({ getElement: () => stripeFake.cardElement }),
  };
});

vi.mock('./shared-stripe', () => ({ sharedStripe: vi.fn() }));

const visa: CardDto = { id: 'pm_visa', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 };
const mastercard: CardDto = {
  id: 'pm_mc',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 11,
  exp_year: 2031,
};

const ok = (data: unknown) => ({ data: { success: true, data }, status: 200 });

/** Answers GET /stripe/card with the given lists in turn (the last one from then on). */
function serveCards(...lists: CardDto[][]) {
  return vi
    .spyOn(api.payment, 'get')
    .mockImplementation(() => Promise.resolve(ok(lists.length > 1 ? lists.shift() : lists[0])));
}

/** The checkout's side: it keeps the selection and hands it back. */
function Checkout({
  initial = '',
  onSelect,
  addCardRef,
}: {
  initial?: string;
  onSelect: (cardId: string) => void;
  addCardRef?: React.Ref<AddCardHandle>;
}) {
  const [selected, setSelected] = useState(initial);
  useEffect(() => onSelect(selected), [selected, onSelect]);
  return <CardPayment selectedCardId={selected} onSelect={setSelected} addCardRef={addCardRef} />;
}

function renderCheckout(props: Partial<Parameters<typeof Checkout>[0]> = {}) {
  const selections = vi.fn<(cardId: string) => void>();
  renderWithProviders(<Checkout onSelect={selections} {...props} />);
  return { selection: () => selections.mock.lastCall?.[0] };
}

async function fillAndSubmit(name: string) {
  const user = userEvent.setup();
  const nameInput = await screen.findByLabelText('Name on card');
  await user.clear(nameInput);
  if (name) await user.type(nameInput, name);
  await user.click(screen.getByRole('button', { name: 'Add new card' }));
}

beforeEach(() => {
  signIn();
  stripeFake.stripe.createPaymentMethod.mockReset();
  vi.mocked(sharedStripe).mockReset();
  vi.mocked(sharedStripe).mockResolvedValue(stripeFake.stripe as never);
});

describe('paying by card', { timeout: 20_000 }, () => {
  it('shows the saved cards masked, with their expiry, and selects the first one', async () => {
    serveCards([visa, mastercard]);
    const { selection } = renderCheckout();

    const rows = await screen.findAllByTestId('saved-card');
    expect(
      rows.map((row) => row.querySelector('[data-testid="saved-card-number"]')?.textContent),
    ).toEqual(['•••• 4242', '•••• 4444']);
    expect(rows[0]?.textContent).toContain('Visa');
    expect(rows[0]?.textContent).toContain('Expires on: 04 / 2030');
    expect(rows[1]?.textContent).toContain('Expires on: 11 / 2031');
    expect(rows[0]?.textContent).not.toContain('4242 4242');
    await waitFor(() => expect(selection()).toBe(visa.id));
    expect(screen.queryByTestId('add-card-form')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Mastercard •••• 4444' }));
    await waitFor(() => expect(selection()).toBe(mastercard.id));
  });

  it('opens the form at once without a saved card, and refuses a blank name without sending anything', async () => {
    serveCards([]);
    const post = vi.spyOn(api.payment, 'post');
    renderCheckout();

    await screen.findByText('Enter Card Details');
    await fillAndSubmit('   ');

    expect(screen.getByTestId('add-card-error').textContent).toBe(
      'Please enter your name as shown on the credit card.',
    );
    expect(stripeFake.stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it('adds a card through Stripe and the API, and selects it', async () => {
    serveCards([], [visa]);
    stripeFake.stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_new' } });
    const post = vi
      .spyOn(api.payment, 'post')
      .mockResolvedValue({ ...ok(visa), data: { success: true, data: visa, message: 'Saved' } });
    const { selection } = renderCheckout();

    await fillAndSubmit('  Lan Nguyen ');

    await waitFor(() => expect(selection()).toBe(visa.id));
    expect(stripeFake.stripe.createPaymentMethod).toHaveBeenCalledExactlyOnceWith({
      type: 'card',
      card: stripeFake.cardElement,
      billing_details: { name: 'Lan Nguyen' },
    });
    expect(post).toHaveBeenCalledExactlyOnceWith(
      '/stripe/card',
      { token: 'pm_new', form: { name: 'Lan Nguyen' } },
      expect.anything(),
    );
    expect(await screen.findByTestId('saved-card')).toBeTruthy();
    expect(screen.queryByTestId('add-card-form')).toBeNull();
    expect(screen.queryByTestId('add-card-error')).toBeNull();
  });

  it("shows Stripe's error as is and sends nothing to the API", async () => {
    serveCards([]);
    stripeFake.stripe.createPaymentMethod.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card number is incorrect.' },
    });
    const post = vi.spyOn(api.payment, 'post');
    renderCheckout();

    await fillAndSubmit('Lan Nguyen');

    expect((await screen.findByTestId('add-card-error')).textContent).toBe(
      'Your card number is incorrect.',
    );
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add new card' })).toHaveProperty('disabled', false);
  });

  it("shows the server's message when the card is not saved", async () => {
    serveCards([]);
    stripeFake.stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_new' } });
    vi.spyOn(api.payment, 'post').mockRejectedValue(
      new ApiError('Your card was declined.', { status: 402, code: 'PAYMENT_FAILED' }),
    );
    const { selection } = renderCheckout();

    await fillAndSubmit('Lan Nguyen');

    expect((await screen.findByTestId('add-card-error')).textContent).toBe(
      'Your card was declined.',
    );
    expect(selection()).toBe('');
    expect(screen.getByRole('button', { name: 'Add new card' })).toHaveProperty('disabled', false);
  });

  it("shows the card field's own error", async () => {
    serveCards([]);
    renderCheckout();
    await screen.findByTestId('stripe-card-element');

    act(() =>
      stripeFake.field.onChange?.({
        complete: false,
        error: { type: 'validation_error', message: 'Your card number is invalid.' },
      } as Partial<StripeCardElementChangeEvent>),
    );

    expect(screen.getByTestId('add-card-error').textContent).toBe('Your card number is invalid.');
    expect(screen.getByTestId('card-field').getAttribute('data-state')).toBe('error');
  });

  it('removes a card, ignores a failed removal and refetches the list', async () => {
    const get = serveCards([visa, mastercard], [mastercard]);
    const remove = vi
      .spyOn(api.payment, 'delete')
      .mockRejectedValue(new ApiError('Stripe is down', { status: 503 }));
    const { selection } = renderCheckout();
    await waitFor(() => expect(selection()).toBe(visa.id));

    await userEvent.click(screen.getByRole('button', { name: 'Remove the card ending in 4242' }));

    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(1));
    expect(remove).toHaveBeenCalledExactlyOnceWith('/stripe/card', expect.anything());
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Stripe is down')).toBeNull();
    await waitFor(() => expect(selection()).toBe(mastercard.id));
  });

  it('lets the checkout submit the form and answers with the new card', async () => {
    serveCards([], [visa]);
    stripeFake.stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_new' } });
    const post = vi
      .spyOn(api.payment, 'post')
      .mockResolvedValue({ ...ok(visa), data: { success: true, data: visa, message: 'Saved' } });
    const addCardRef = createRef<AddCardHandle>();
    renderCheckout({ addCardRef });
    await userEvent.type(await screen.findByLabelText('Name on card'), 'Lan Nguyen');

    let first: Promise<string | null> | undefined;
    let second: Promise<string | null> | undefined;
    act(() => {
      first = addCardRef.current?.submit();
      second = addCardRef.current?.submit();
    });

    expect(await first).toBe(visa.id);
    expect(await second).toBe(visa.id);
    expect(post).toHaveBeenCalledOnce();
  });

  it('says that paying by card is not available when Stripe is not configured', async () => {
    serveCards([]);
    vi.mocked(sharedStripe).mockRejectedValue(
      new ApiError('Card payments are not configured.', {
        status: 503,
        code: 'PAYMENT_NOT_CONFIGURED',
      }),
    );
    renderCheckout();

    expect((await screen.findByTestId('card-unavailable')).textContent).toContain(
      'Paying by card is not available',
    );
    expect(screen.queryByTestId('add-card-form')).toBeNull();
  });
});
