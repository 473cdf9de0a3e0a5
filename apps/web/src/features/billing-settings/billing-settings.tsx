import { Stack } from '@mantine/core';
import { BillingHistory } from './billing-history';
import { PaymentMethods } from './payment-methods';
import { PendingTransfers } from './pending-transfers';
import { PlanSection } from './plan-section';

/**
 * Settings -> Billing (docs/product.md, Pricing and checkout): the plan, bank transfers still
 * awaited, the billing history and the ways to pay. The settings area gives it its heading.
 */
export function BillingSettings() {
  return (
    <Stack gap="lg" data-testid="billing-settings">
      <PlanSection />
      <PendingTransfers />
      <BillingHistory />
      <PaymentMethods />
    </Stack>
  );
}
