import { billingCalls } from '@postradar/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { readPayPalReturn } from './read-paypal-return';
import type { CheckoutFlow } from './use-checkout-flow';

/**
 * The buyer's way back from PayPal, handled once per visit: an approved order is captured (the
 * plan starts), a cancelled one has its bill cancelled and leaves the cart as it was. The PayPal
 * parameters leave the address at once, so that a reload does not capture again.
 */
export function usePayPalReturn({ settle, fail }: Pick<CheckoutFlow, 'settle' | 'fail'>) {
  const [params, setParams] = useSearchParams();
  const [visit] = useState(() => readPayPalReturn(params));
  const [isConfirming, setIsConfirming] = useState(visit?.kind === 'return');
  const isHandled = useRef(false);

  useEffect(() => {
    if (!visit || isHandled.current) return;
    isHandled.current = true;
    setParams({}, { replace: true });
    const body = { orderId: visit.orderId };
    if (visit.kind === 'cancel') {
      api.call(billingCalls.paypalCancel, { body }).catch((error: unknown) => {
        console.warn('[checkout] the cancelled PayPal order could not be closed', error);
      });
      return;
    }
    api
      .call(billingCalls.paypalCapture, { body })
      .then(settle, fail)
      .finally(() => setIsConfirming(false));
  }, [visit, setParams, settle, fail]);

  return { isConfirming, isCancelled: visit?.kind === 'cancel' };
}
