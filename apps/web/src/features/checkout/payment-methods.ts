import type { CheckoutMethod } from '@postradar/contracts';

/** The ways to pay, in the order the checkout lists them. */
export const methodOrder = ['stripe', 'paypal', 'bank'] as const satisfies CheckoutMethod[];

export interface MethodChoice {
  method: CheckoutMethod;
  isAvailable: boolean;
}

/**
 * The choices shown for the installation's configured gateways: card and PayPal are always
 * listed (greyed out when not configured, so buyers know they exist); bank transfer only when
 * configured, since it serves Vietnamese accounts alone.
 */
export function methodChoices(configured: readonly CheckoutMethod[]): MethodChoice[] {
  return methodOrder
    .map((method) => ({ method, isAvailable: configured.includes(method) }))
    .filter((choice) => choice.isAvailable || choice.method !== 'bank');
}

/** PayPal when it is configured, else the first configured way to pay, else none. */
export function defaultMethod(configured: readonly CheckoutMethod[]): CheckoutMethod | null {
  if (configured.includes('paypal')) return 'paypal';
  return methodOrder.find((method) => configured.includes(method)) ?? null;
}
