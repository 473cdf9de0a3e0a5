import { ApiError } from '@postradar/api-client';
import type { Stripe } from '@stripe/stripe-js';
import { createI18n } from '@postradar/ui';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedStripe } from './shared-stripe';
import { useCardAction } from './use-card-action';

vi.mock('./shared-stripe', () => ({ sharedStripe: vi.fn() }));

const handleNextAction = vi.fn();

function renderCardAction() {
  const i18n = createI18n('en');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useCardAction(), { wrapper }).result.current;
}

beforeEach(() => {
  handleNextAction.mockReset();
  vi.mocked(sharedStripe).mockReset();
  vi.mocked(sharedStripe).mockResolvedValue({ handleNextAction } as unknown as Stripe);
});

describe('finishing 3-D Secure', () => {
  it('answers ok once Stripe.js has handled the next action', async () => {
    handleNextAction.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });

    expect(await renderCardAction()('pi_1_secret_abc')).toEqual({ ok: true });
    expect(handleNextAction).toHaveBeenCalledExactlyOnceWith({ clientSecret: 'pi_1_secret_abc' });
  });

  it("answers with Stripe's message as is when the bank refuses", async () => {
    handleNextAction.mockResolvedValue({
      error: {
        type: 'card_error',
        message: 'We are unable to authenticate your payment method.',
      },
    });

    expect(await renderCardAction()('pi_1_secret_abc')).toEqual({
      ok: false,
      message: 'We are unable to authenticate your payment method.',
    });
  });

  it('answers with a message of its own when Stripe gives none or throws', async () => {
    const finish = renderCardAction();
    handleNextAction.mockResolvedValueOnce({ error: { type: 'api_error' } });
    handleNextAction.mockRejectedValueOnce(new Error('IntegrationError: bad client secret'));

    const failed = {
      ok: false,
      message: 'The card payment could not be confirmed. Please try again.',
    };
    expect(await finish('pi_1_secret_abc')).toEqual(failed);
    expect(await finish('pi_1_secret_abc')).toEqual(failed);
  });

  it("answers with the API's message when Stripe.js cannot be set up", async () => {
    vi.mocked(sharedStripe).mockRejectedValue(
      new ApiError('Card payments are not configured.', { code: 'PAYMENT_NOT_CONFIGURED' }),
    );

    expect(await renderCardAction()('pi_1_secret_abc')).toEqual({
      ok: false,
      message: 'Card payments are not configured.',
    });
    expect(handleNextAction).not.toHaveBeenCalled();
  });
});
