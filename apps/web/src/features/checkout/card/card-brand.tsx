import { IconBrandMastercard, IconBrandVisa, IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';

/** The brands Stripe names on a card that have a name of their own on screen. */
const namedBrands = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
] as const;
type NamedBrand = (typeof namedBrands)[number];

function isNamedBrand(brand: string): brand is NamedBrand {
  return (namedBrands as readonly string[]).includes(brand);
}

/** The on-screen name of a Stripe card brand ('visa' -> 'Visa'; an unknown one -> 'Card'). */
export function useCardBrandName(brand: string): string {
  const { t } = useTranslation();
  return isNamedBrand(brand) ? t(`cardPayment.brand.${brand}`) : t('cardPayment.brand.other');
}

/** The brand's mark where one exists, a plain card otherwise. */
export function CardBrandIcon({ brand, size }: { brand: string; size: number }) {
  const props = { size, stroke: 1.6, 'aria-hidden': true } as const;
  if (brand === 'visa') return <IconBrandVisa {...props} />;
  if (brand === 'mastercard') return <IconBrandMastercard {...props} />;
  return <IconCreditCard {...props} />;
}
