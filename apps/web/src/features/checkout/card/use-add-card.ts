import { isApiError } from '@postradar/api-client';
import type { CardDto } from '@postradar/contracts';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useRef, useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { saveCard } from './saved-cards';

export interface AddCard {
  /**
   * Saves the card typed in the card field under `name`: Stripe.js makes a payment method of it,
   * the API saves that. Resolves with the saved card, or null when nothing was saved (`error`
   * says why). A call while one is running shares it, so a double click saves one card.
   */
  add(name: string): Promise<CardDto | null>;
  /** Why the last attempt failed: the name rule, Stripe's message as is, or the server's. */
  error: string | null;
  clearError(): void;
  isAdding: boolean;
}

/** Adding a card from the add-card form (inside the Elements provider of the card field). */
export function useAddCard(onAdded: (card: CardDto) => void): AddCard {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [isAdding, setAdding] = useState(false);
  const running = useRef<Promise<CardDto | null> | null>(null);

  async function run(name: string): Promise<CardDto | null> {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) {
      setError(t('cardPayment.form.failed'));
      return null;
    }
    setAdding(true);
    setError(null);
    try {
      const created = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name },
      });
      if (created.error) {
        setError(created.error.message ?? t('cardPayment.form.failed'));
        return null;
      }
      const saved = await saveCard(created.paymentMethod.id, name);
      onAdded(saved);
      return saved;
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('cardPayment.form.failed'));
      return null;
    } finally {
      setAdding(false);
    }
  }

  function add(typedName: string): Promise<CardDto | null> {
    const name = typedName.trim();
    if (!name) {
      setError(t('cardPayment.form.nameMissing'));
      return Promise.resolve(null);
    }
    running.current ??= run(name).finally(() => {
      running.current = null;
    });
    return running.current;
  }

  return { add, error, clearError: () => setError(null), isAdding };
}
