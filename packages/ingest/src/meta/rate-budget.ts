import type { GraphUsage } from './usage-headers';

/**
 * How fast a run may go on after a page, from the usage Meta reported with it. The budget is a
 * rolling hour: slowing down as it fills keeps a long run from spending it all and being shut out
 * for up to an hour (codes 4, 17, 32, 613).
 */
export type BudgetStep =
  { kind: 'go'; delayMs: number } | { kind: 'pause'; until: Date; reason: string };

export const MIN_PAUSE_MINUTES = 15;

/** Below this share pages follow each other at once. */
const FREE_PERCENT = 50;
/** From this share on the delay stays at its longest. */
const SLOWEST_PERCENT = 90;
/** From this share on the run pauses before Meta shuts it out. */
const PAUSE_PERCENT = 95;
const LONGEST_DELAY_MS = 60_000;

/** How long a spent budget pauses a run: the API's regain estimate when it gives one, else MIN_PAUSE_MINUTES (15). */
export function pauseUntil(usage: GraphUsage, now: Date): Date {
  const minutes = usage.regainAccessMinutes > 0 ? usage.regainAccessMinutes : MIN_PAUSE_MINUTES;
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * After a page: go on at once below 50 %, ever slower up to 90 % (a delay growing to about a
 * minute), pause at 95 % or more, or when regainAccessMinutes > 0. The delay grows with the square
 * of the share above 50 %, so a half-used budget barely slows a run and a nearly spent one waits a
 * minute a page.
 */
export function budgetStep(usage: GraphUsage, now: Date): BudgetStep {
  if (usage.regainAccessMinutes > 0) {
    return {
      kind: 'pause',
      until: pauseUntil(usage, now),
      reason: `Meta throttles the app: access returns in about ${usage.regainAccessMinutes} minutes`,
    };
  }
  if (usage.percent >= PAUSE_PERCENT) {
    return {
      kind: 'pause',
      until: pauseUntil(usage, now),
      reason: `the app has used ${usage.percent} % of its hourly Graph API budget`,
    };
  }
  if (usage.percent < FREE_PERCENT) return { kind: 'go', delayMs: 0 };
  const filled = Math.min(1, (usage.percent - FREE_PERCENT) / (SLOWEST_PERCENT - FREE_PERCENT));
  return { kind: 'go', delayMs: Math.round(LONGEST_DELAY_MS * filled ** 2) };
}
