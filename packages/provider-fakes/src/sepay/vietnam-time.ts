/** Vietnam keeps UTC+7 all year (no daylight saving time). */
const vietnamOffsetMs = 7 * 3_600_000;

/** An instant as SePay writes transaction dates: 'YYYY-MM-DD HH:mm:ss' in Vietnam time. */
export function vietnamTime(instant: Date): string {
  return new Date(instant.getTime() + vietnamOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}
