import { isApiError } from '@postradar/api-client';
import { useCallback } from 'react';
import { useTranslation } from '@postradar/ui';
import { sharedStripe } from './shared-stripe';

export type CardActionResult = { ok: true } | { ok: false; message: string };

/**
 * Finishes a card payment the bank wants confirmed (3-D Secure): Stripe.js's
 * `handleNextAction({ clientSecret })` on the shared Stripe instance, so it works anywhere on the
 * page. `ok` only means the browser's part is done: the checkout then asks the API
 * (billingCalls.stripeConfirm), which alone decides whether the payment went through. A failure
 * carries Stripe's message as is, or the API's when Stripe.js could not be loaded.
 */
export function useCardAction(): (clientSecret: string) => Promise<CardActionResult> {
  const { t } = useTranslation();
  return useCallback(
    async (clientSecret: string): Promise<CardActionResult> => {
      try {
        const stripe = await sharedStripe();
        const { error } = await stripe.handleNextAction({ clientSecret });
        if (error) return { ok: false, message: error.message ?? t('cardPayment.actionFailed') };
        return { ok: true };
      } catch (caught) {
        return {
          ok: false,
          message: isApiError(caught) ? caught.message : t('cardPayment.actionFailed'),
        };
      }
    },
    [t],
  );
}
