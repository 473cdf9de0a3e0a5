import { useCallback } from 'react';
import { useTranslation } from '@postradar/ui';
import { formatPrice } from './format-price';

/** A price as the billing screens name it: 'Free' for 0 or less, otherwise formatPrice. */
export function usePriceLabel() {
  const { t } = useTranslation();
  return useCallback(
    (amount: number, currency: string, options?: { compact?: boolean }) =>
      amount > 0 ? formatPrice(amount, currency, options) : t('billing.free'),
    [t],
  );
}
