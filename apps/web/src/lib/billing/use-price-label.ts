import { useCallback } from 'react';
import { useTranslation } from '@postradar/ui';
import { formatPrice } from './format-price';

/**
 * A price as the plans and bills show it, the same on pricing, trials and billing: 'Free' for 0
 * or less, otherwise without zero cents ("$59", "$59.90"). The checkout keeps the cents.
 */
export function usePriceLabel() {
  const { t } = useTranslation();
  return useCallback(
    (amount: number, currency: string) =>
      amount > 0 ? formatPrice(amount, currency, { compact: true }) : t('billing.free'),
    [t],
  );
}

/** A plan's price for a line of text: "$59 per month", or 'Free'. */
export function useMonthlyPriceLabel() {
  const { t } = useTranslation();
  const priceLabel = usePriceLabel();
  return useCallback(
    (amount: number, currency: string) =>
      amount > 0
        ? t('billing.perMonth', { price: priceLabel(amount, currency) })
        : priceLabel(amount, currency),
    [t, priceLabel],
  );
}
