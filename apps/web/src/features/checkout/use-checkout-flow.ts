import type { BillDto, CheckoutResult, MembershipDto } from '@postradar/contracts';
import { useCallback, useState } from 'react';
import { toCheckoutFailure, type CheckoutFailure } from './checkout-failure';
import { useFinishPayment } from './use-finish-payment';

/** What the completed view shows of the plan just bought. */
export interface CompletedOrder {
  /** The plan's titles; the bill's title when the membership could not be read. */
  plan: { title: string; title_viet: string };
  /** When the membership ends, or null when it could not be read. */
  finish: string | null;
}

/** The order being filled in, a bill waiting for its payment, or a paid order. */
export type CheckoutStage =
  | { name: 'order' }
  | { name: 'pending'; bill: BillDto }
  | { name: 'completed'; order: CompletedOrder };

/**
 * Where the checkout is, and the last failure. `settle` takes any checkout call's answer: a
 * completed order finishes the payment, a redirect sends the browser to the provider, anything
 * else waits for the bill to be paid.
 */
export function useCheckoutFlow() {
  const [stage, setStage] = useState<CheckoutStage>({ name: 'order' });
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const finishPayment = useFinishPayment();

  const complete = useCallback(
    (bill: BillDto, membership: MembershipDto | null) => {
      finishPayment();
      setFailure(null);
      setStage({
        name: 'completed',
        order: {
          plan: membership?.plan ?? { title: bill.title, title_viet: '' },
          finish: membership?.finish ?? null,
        },
      });
    },
    [finishPayment],
  );

  const settle = useCallback(
    (result: CheckoutResult) => {
      setFailure(null);
      if (result.status === 'completed') complete(result.bill, result.membership);
      else if (result.status === 'redirect') window.location.assign(result.redirect);
      else setStage({ name: 'pending', bill: result.bill });
    },
    [complete],
  );

  const fail = useCallback((error: unknown) => {
    setStage({ name: 'order' });
    setFailure(toCheckoutFailure(error));
  }, []);

  return { stage, failure, setFailure, settle, complete, fail };
}

export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;
