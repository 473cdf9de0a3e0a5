import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import type { PayMethod } from './run-checkout';

interface PayButtonProps {
  method: PayMethod;
  /** The total as shown, for the card payment's label. */
  total: string;
  isPaying: boolean;
  isDisabled: boolean;
  onPay(): void;
}

/** The checkout button, labelled for what it does with the chosen way to pay. */
export function PayButton({ method, total, isPaying, isDisabled, onPay }: PayButtonProps) {
  const { t } = useTranslation();
  const labels: Record<PayMethod, string> = {
    stripe: t('checkout.pay.stripe', { total }),
    paypal: t('checkout.pay.paypal'),
    bank: t('checkout.pay.bank'),
    free: t('checkout.pay.free'),
  };
  return (
    <Button
      size="md"
      fullWidth
      leftSection={<IconLock size={16} />}
      loading={isPaying}
      disabled={isDisabled}
      onClick={onPay}
      data-testid="checkout-pay"
    >
      {labels[method]}
    </Button>
  );
}
