/** PayPal sent the buyer back: approved (`return`) or turned back (`cancel`), with the order id. */
export interface PayPalReturn {
  kind: 'return' | 'cancel';
  orderId: string;
}

/** Reads `?paypal=return|cancel&token=ORDERID`; anything else is no PayPal return. */
export function readPayPalReturn(params: URLSearchParams): PayPalReturn | null {
  const kind = params.get('paypal');
  const orderId = params.get('token')?.trim() ?? '';
  if ((kind !== 'return' && kind !== 'cancel') || !orderId) return null;
  return { kind, orderId };
}
