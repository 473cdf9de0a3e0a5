/**
 * A price in its currency with its cents ("$59.00"; dong has none: "1.500.000 ₫"). `compact`
 * drops zero cents, as plans and bills show prices ("$59"). Dollar prices read the same in both
 * languages, as sellers see them on every payment page.
 */
export function formatPrice(amount: number, currency: string, { compact = false } = {}): string {
  const code = currency.toUpperCase();
  const isWhole = compact && Number.isInteger(amount);
  return new Intl.NumberFormat(code === 'VND' ? 'vi-VN' : 'en-US', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
    ...(isWhole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}
