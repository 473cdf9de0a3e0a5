import type { TFunction } from 'i18next';

const knownCtas = [
  'SHOP_NOW',
  'LEARN_MORE',
  'ORDER_NOW',
  'BUY_NOW',
  'GET_OFFER',
  'SIGN_UP',
  'SEND_MESSAGE',
] as const;
type KnownCta = (typeof knownCtas)[number];

function isKnown(type: string): type is KnownCta {
  return (knownCtas as readonly string[]).includes(type);
}

/** 'Shop now' for SHOP_NOW; a type the app does not know, made readable ('Watch more'). */
export function ctaLabel(type: string, t: TFunction): string {
  if (isKnown(type)) return t(`research.ctas.${type}`);
  const words = type.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
