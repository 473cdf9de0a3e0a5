/** Times as the Ad Library writes them: a day ('2026-11-01') or an instant ('2026-11-01T10:00:00+0000'). */

export const DAY_MS = 86_400_000;

/** A Meta time in ms; a bare day is its midnight UTC. */
export function metaTimeMs(text: string): number {
  // Meta writes offsets without a colon (+0000), which Date.parse does not read.
  const ms = Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(ms)) throw new Error(`not a time as Meta writes them: ${text}`);
  return ms;
}

/** Whether `text` is a day of the calendar written YYYY-mm-dd (2026-02-30 is not). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(text);
}
