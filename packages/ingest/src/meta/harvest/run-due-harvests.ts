import type { Database } from '@postradar/db';
import { dueHarvest, startHarvestRun } from './harvest-repository';
import { nextOpenRun } from './harvest-run-repository';
import {
  runAdsArchiveSearch,
  type RunOutcome,
  type RunSearchOptions,
} from './run-ads-archive-search';

/** Ads asked per page by scheduled runs. */
export const HARVEST_PAGE_LIMIT = 250;

export interface DueHarvestsResult {
  runs: { id: number; status: RunOutcome['status'] }[];
  /** Nothing ran past this time: a run is paused until the rate budget is back. */
  blockedUntil: Date | null;
}

/**
 * Runs what is due, one run at a time, until nothing is: first a run left running by a stopped
 * process or whose pause is over, then the most overdue harvest. Only the holder of the harvest
 * lease calls this, so no two processes run harvests (or the same run) at once. Stops at a pause
 * (the budget is shared) or an interruption.
 */
export async function runDueHarvests(
  db: Database,
  options: RunSearchOptions & { /** Ads per page of new runs. */ pageLimit?: number },
): Promise<DueHarvestsResult> {
  const now = options.now ?? (() => new Date());
  const runs: DueHarvestsResult['runs'] = [];
  while (!options.signal?.aborted) {
    const open = await nextOpenRun(db, now());
    if (open.blockedUntil) return { runs, blockedUntil: open.blockedUntil };
    let run = open.run;
    if (!run) {
      const harvest = await dueHarvest(db, now());
      if (!harvest) break;
      run = await startHarvestRun(db, harvest, now(), options.pageLimit ?? HARVEST_PAGE_LIMIT);
    }
    const outcome = await runAdsArchiveSearch(db, run.id, options);
    runs.push({ id: run.id, status: outcome.status });
    if (outcome.status === 'interrupted') break;
  }
  return { runs, blockedUntil: null };
}
