import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Navigate } from 'react-router';
import { useCart } from '../../lib/cart/use-cart';
import { CheckoutFailedNotice } from './checkout-failed-notice';
import { isPlanFailure, isRefusal } from './checkout-failure';
import { LoadError } from '../../lib/billing/load-error';
import { OrderForm } from './order-form';
import type { CheckoutFlow } from './use-checkout-flow';
import { useCheckoutPlan } from './use-checkout-plan';
import { useGateways } from '../../lib/billing/gateway-query';

interface CheckoutOrderProps {
  flow: CheckoutFlow;
  /** PayPal sent the buyer back without paying. */
  isPayPalCancelled: boolean;
}

/**
 * The order step: the cart's plan (none sends the buyer to /pricing), loaded as on sale now, and
 * the last failure above the form. A plan that cannot be bought leaves only the failed notice
 * with the ways to another plan.
 */
export function CheckoutOrder({ flow, isPayPalCancelled }: CheckoutOrderProps) {
  const { t } = useTranslation();
  const { cart } = useCart();
  const plan = useCheckoutPlan(cart.plan);
  const gateways = useGateways();

  if (!cart.plan) return <Navigate to="/pricing" replace />;

  const { failure } = flow;
  if (plan.isError && isRefusal(plan.error)) {
    return <CheckoutFailedNotice message={plan.error.message} withPlanLinks />;
  }
  if (failure && isPlanFailure(failure)) {
    return <CheckoutFailedNotice message={failure.message} withPlanLinks />;
  }

  return (
    <Stack gap="lg">
      {isPayPalCancelled && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          data-testid="paypal-cancelled"
        >
          {t('checkout.paypal.cancelled')}
        </Alert>
      )}
      {failure && <CheckoutFailedNotice message={failure.message} withPlanLinks={false} />}
      {plan.isPending && (
        <Stack gap="md" aria-busy="true" aria-label={t('checkout.screen.loading')}>
          <Skeleton height={180} radius="md" />
          <Skeleton height={120} radius="md" />
        </Stack>
      )}
      {plan.isError && (
        <LoadError
          title={t('checkout.screen.loadFailed')}
          error={plan.error}
          onRetry={() => void plan.refetch()}
        />
      )}
      {plan.isSuccess && <OrderForm plan={plan.data} gateways={gateways} flow={flow} />}
    </Stack>
  );
}
