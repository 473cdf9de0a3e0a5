import type { BillingConfig, PayPalConfig } from '../../../billing-config';
import { AppError } from '../../../lib/app-error';
import { createPayPalClient, type PayPalClient } from './paypal-client';

/** One client per configured account, so that its token is shared by every request. */
const clients = new WeakMap<PayPalConfig, PayPalClient>();

export interface PayPalAccess {
  config: PayPalConfig;
  client: PayPalClient;
}

/** The PayPal account of this installation and its client; 503 when none is configured. */
export function requirePayPal(billing: BillingConfig): PayPalAccess {
  const config = billing.paypal;
  if (!config) throw new AppError('PAYMENT_NOT_CONFIGURED', 'Paying with PayPal is not available.');
  let client = clients.get(config);
  if (!client) clients.set(config, (client = createPayPalClient(config)));
  return { config, client };
}
