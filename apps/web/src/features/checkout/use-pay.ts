import { useCallback, useRef, useState } from 'react';
import { createAttemptKeys } from './attempt-keys';
import { isRefusal } from './checkout-failure';
import { useCardAction } from './card/use-card-action';
import { runCheckout, type CheckoutOrder } from './run-checkout';
import type { CheckoutFlow } from './use-checkout-flow';

export type PayOrder = Omit<CheckoutOrder, 'idempotencyKey'>;

/**
 * The pay step: one at a time (a click while one runs is ignored), each attempt with its
 * idempotency key, kept for a retry of the same order until the API answers it for good. `pay`
 * takes what makes the order (adding a typed card first, say; null stops there). While the
 * browser leaves for PayPal the step stays busy.
 */
export function usePay({ settle, fail }: Pick<CheckoutFlow, 'settle' | 'fail'>) {
  const cardAction = useCardAction();
  const [keys] = useState(() => createAttemptKeys());
  const isRunning = useRef(false);
  const [isPaying, setIsPaying] = useState(false);

  /** Sends one order; true when the browser is leaving for the provider. */
  const attempt = useCallback(
    async (order: PayOrder): Promise<boolean> => {
      const idempotencyKey = keys.take(JSON.stringify(order));
      try {
        const result = await runCheckout({ ...order, idempotencyKey }, cardAction);
        keys.renew();
        settle(result);
        return result.status === 'redirect';
      } catch (error) {
        if (isRefusal(error)) keys.renew();
        fail(error);
        return false;
      }
    },
    [cardAction, fail, keys, settle],
  );

  const pay = useCallback(
    async (makeOrder: () => Promise<PayOrder | null>) => {
      if (isRunning.current) return;
      isRunning.current = true;
      setIsPaying(true);
      let isLeaving = false;
      try {
        const order = await makeOrder();
        if (order) isLeaving = await attempt(order);
      } finally {
        if (!isLeaving) {
          isRunning.current = false;
          setIsPaying(false);
        }
      }
    },
    [attempt],
  );

  return { pay, isPaying };
}
