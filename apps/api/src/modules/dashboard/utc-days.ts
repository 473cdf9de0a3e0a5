const dayMs = 86_400_000;

/** The UTC day of a moment (2026-11-02). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The `count` UTC days up to the day of `now`, oldest first. */
export function utcDaysUpTo(now: Date, count: number): string[] {
  const today = Date.parse(utcDay(now));
  return Array.from({ length: count }, (_, index) =>
    utcDay(new Date(today - (count - 1 - index) * dayMs)),
  );
}
