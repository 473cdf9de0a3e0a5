/** How the billing commands print amounts and times (for staff, in English). */

export const formatDong = (amount: number) => `${amount.toLocaleString('en-US')} VND`;

export const formatMoney = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** A time to the minute, in UTC: '2026-03-25 07:02 UTC'. */
export const formatTime = (time: Date) =>
  `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** How long ago, roughly: '5 min', '3 h', '2 d'. */
export function formatAge(since: Date, now: Date): string {
  const minutes = Math.max(Math.floor((now.getTime() - since.getTime()) / 60_000), 0);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}
