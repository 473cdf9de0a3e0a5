import type { MetaHarvestRun } from '@postradar/db';

/** A time as staff read it in a terminal: `2026-11-26 11:00 UTC`. */
export function utcTime(time: Date): string {
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function stateOf(run: MetaHarvestRun): string {
  return run.status === 'paused' && run.pausedUntil
    ? `paused until ${utcTime(run.pausedUntil)}`
    : run.status;
}

/** What a run did so far, in a line: `succeeded · 3 pages · 250 ads (120 new, 30 updated) · 0 errors`. */
export function describeRun(run: MetaHarvestRun, state = stateOf(run)): string {
  return [
    `run ${run.id} ${state}`,
    `started ${utcTime(run.startedAt)}`,
    `${run.pagesFetched} page${run.pagesFetched === 1 ? '' : 's'}`,
    `${run.adsSeen} ads (${run.adsNew} new, ${run.adsUpdated} updated)`,
    `${run.errors.length} error${run.errors.length === 1 ? '' : 's'}`,
  ].join(' · ');
}

/** The run's line, its notice, and the last error when it did not succeed. */
export function runReport(run: MetaHarvestRun, state?: string): string[] {
  const lines = [describeRun(run, state)];
  if (run.notice) lines.push(`  note: ${run.notice}`);
  const last = run.errors.at(-1);
  if (last && run.status !== 'succeeded') lines.push(`  last error: ${last.message}`);
  return lines;
}
