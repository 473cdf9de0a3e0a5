import { Grid, Skeleton, Stack, Text } from '@mantine/core';
import type { CheckoutMethod, PlanDto } from '@postradar/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { useCart } from '../../lib/cart/use-cart';
import { CardPayment, type AddCardHandle } from './card/card-payment';
import { CouponBox } from './coupon-box';
import { formatPrice } from '../../lib/billing/format-price';
import { LoadError } from '../../lib/billing/load-error';
import { NoGatewayNotice } from './no-gateway-notice';
import { orderAmounts } from './order-total';
import { PayButton } from './pay-button';
import { PaymentMethodPicker } from './payment-method-picker';
import { ReviewOrder } from './review-order';
import { defaultMethod, methodChoices } from './payment-methods';
import type { PayMethod } from './run-checkout';
import type { CheckoutFlow } from './use-checkout-flow';
import { useCoupon } from './use-coupon';
import { usePay } from './use-pay';

interface OrderFormProps {
  plan: PlanDto;
  gateways: UseQueryResult<CheckoutMethod[]>;
  flow: CheckoutFlow;
}

/**
 * The order of a plan on sale: the ways to pay (with the saved cards for a card payment), the
 * Review Order panel with the coupon box, and the checkout button. A total of 0 needs no way to
 * pay: it is settled without a provider.
 */
export function OrderForm({ plan, gateways, flow }: OrderFormProps) {
  const { t } = useTranslation();
  const { cart } = useCart();
  const configured = gateways.data ?? [];
  const [chosen, setChosen] = useState<CheckoutMethod | null>(null);
  const method = chosen ?? defaultMethod(configured);
  const [cardId, setCardId] = useState('');
  const addCard = useRef<AddCardHandle>(null);
  const coupon = useCoupon({
    planId: plan._id,
    method,
    code: cart.coupon,
    isOffered: plan.price > 0,
  });
  const amounts = orderAmounts(plan.price, coupon.discount);
  const payMethod: PayMethod | null = amounts.total === 0 ? 'free' : method;
  const { pay, isPaying } = usePay(flow);

  /** The card to charge: the selected one, else the one typed in the form, added now. */
  async function cardToCharge(): Promise<string> {
    if (cardId) return cardId;
    if (!addCard.current) {
      flow.setFailure({ message: t('checkout.method.cardMissing') });
      return '';
    }
    return (await addCard.current.submit()) ?? '';
  }

  function onPay() {
    if (!payMethod) return;
    void pay(async () => {
      const card = payMethod === 'stripe' ? await cardToCharge() : '';
      if (payMethod === 'stripe' && !card) return null;
      return { method: payMethod, planId: plan._id, coupon: coupon.code, cardId: card };
    });
  }

  const review = (
    <ReviewOrder plan={plan} amounts={amounts}>
      {coupon.isAvailable && <CouponBox coupon={coupon} />}
      {payMethod && (
        <>
          <PayButton
            method={payMethod}
            total={formatPrice(amounts.total, plan.currency)}
            isPaying={isPaying}
            isDisabled={coupon.isApplying}
            onPay={onPay}
          />
          {payMethod !== 'free' && (
            <Text fz="xs" c="dimmed" ta="center">
              {t('checkout.pay.secure')}
            </Text>
          )}
        </>
      )}
    </ReviewOrder>
  );

  if (payMethod === 'free') {
    return (
      <Stack maw={480} mx="auto" w="100%">
        {review}
      </Stack>
    );
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md" data-testid="payment-methods">
          {gateways.isPending && <Skeleton height={220} radius="md" />}
          {gateways.isError && (
            <LoadError
              title={t('checkout.method.loadFailed')}
              error={gateways.error}
              onRetry={() => void gateways.refetch()}
            />
          )}
          {gateways.isSuccess && configured.length === 0 && <NoGatewayNotice />}
          {gateways.isSuccess && configured.length > 0 && (
            <PaymentMethodPicker
              choices={methodChoices(configured)}
              value={method}
              onChange={setChosen}
            />
          )}
          {method === 'stripe' && (
            <CardPayment selectedCardId={cardId} onSelect={setCardId} addCardRef={addCard} />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>{review}</Grid.Col>
    </Grid>
  );
}
