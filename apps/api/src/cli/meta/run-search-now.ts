import type { Database, MetaHarvestRun } from '@postradar/db';
import {
  nextOpenRun,
  runAdsArchiveSearch,
  type AdsArchiveClient,
  type RunOutcome,
} from '@postradar/ingest';
import { AppError } from '../../lib/app-error';
import { runReport, utcTime } from './format-harvest-run';
import { withHarvestLease } from './with-harvest-lease';

export interface RunNowOptions {
  client: AdsArchiveClient;
  /** Ctrl-C: the run stops after the page in progress and can be resumed. */
  signal?: AbortSignal;
  /** Stop after this many pages (the run can be resumed). */
  maxPages?: number;
  /** Progress lines while it runs. */
  print?: (line: string) => void;
  /** How a paused or stopped run is resumed, e.g. `npm run ingest:meta -- --resume 12`. */
  resumeCommand: (run: MetaHarvestRun) => string;
}

function closingLines(outcome: RunOutcome, resume: string): string[] {
  const lines = runReport(outcome.run, outcome.status === 'interrupted' ? 'stopped' : undefined);
  if (outcome.status === 'paused') {
    lines.push(
      outcome.run.harvestId === null
        ? `  The rate budget is spent; resume after the pause with: ${resume}`
        : '  The rate budget is spent; the API processes resume it after the pause.',
    );
  } else if (outcome.status === 'interrupted' || outcome.status === 'failed') {
    lines.push(`  Resume it where it stopped with: ${resume}`);
  }
  return lines;
}

/**
 * Runs (or resumes) one Ad Library run from a command, under the harvest lease (so never beside a
 * harvest of the API processes), printing a line per stored page; answers the closing report and whether it succeeded.
 */
export async function runSearchNow(
  db: Database,
  /** The run, chosen or created once the lease is held. */
  pickRun: () => Promise<MetaHarvestRun>,
  options: RunNowOptions,
): Promise<{ lines: string[]; succeeded: boolean }> {
  return withHarvestLease(db, async (renew) => {
    const { blockedUntil } = await nextOpenRun(db, new Date());
    if (blockedUntil) {
      throw new AppError(
        'CONFLICT',
        `The Ad Library's hourly budget is spent: a run is paused until ${utcTime(blockedUntil)}; try again after that.`,
      );
    }
    const runId = (await pickRun()).id;
    let pages = 0;
    const outcome = await runAdsArchiveSearch(db, runId, {
      client: options.client,
      signal: options.signal,
      afterPage: async () => {
        pages++;
        options.print?.(`  page ${pages} stored`);
        const holding = await renew();
        return holding && (options.maxPages === undefined || pages < options.maxPages);
      },
      onStorageError: (error) => console.error(error),
    });
    return {
      lines: closingLines(outcome, options.resumeCommand(outcome.run)),
      succeeded: outcome.status === 'succeeded',
    };
  });
}
