import type { Database } from '@postradar/db';
import {
  addHarvest,
  commercialCoverageWarning,
  findHarvest,
  HARVEST_PAGE_LIMIT,
  HarvestNameTaken,
  listHarvestRuns,
  listHarvests,
  openRunOf,
  removeHarvest,
  startHarvestRun,
  type AdsArchiveClient,
} from '@postradar/ingest';
import { AppError } from '../../lib/app-error';
import { describeRun, runReport, utcTime } from './format-harvest-run';
import type { HarvestCommand } from './harvest-command';
import { describeQuery } from './meta-query-options';
import { runSearchNow } from './run-search-now';

export interface HarvestDependencies {
  /** The connector; only `run` needs it (and a token). */
  client: () => AdsArchiveClient;
  now?: () => Date;
  signal?: AbortSignal;
  print?: (line: string) => void;
}

async function harvestNamed(db: Database, idOrName: string) {
  const harvest = await findHarvest(db, idOrName);
  if (!harvest)
    throw new AppError('NOT_FOUND', `No harvest ${idOrName} (see npm run harvest -- list).`);
  return harvest;
}

/** Carries out a harvest command; answers what to print (or throws an AppError to refuse). */
export async function runHarvestCommand(
  db: Database,
  command: HarvestCommand,
  deps: HarvestDependencies,
): Promise<{ lines: string[]; succeeded: boolean }> {
  const now = deps.now ?? (() => new Date());
  switch (command.kind) {
    case 'add': {
      const warning = commercialCoverageWarning(command.query);
      try {
        const harvest = await addHarvest(db, command);
        return {
          lines: [
            `Harvest ${harvest.id} "${harvest.name}" added: ${describeQuery(command.query)}; runs ${harvest.every}, first at the next tick of an API process.`,
            ...(warning ? [`Warning: ${warning}`] : []),
          ],
          succeeded: true,
        };
      } catch (error) {
        if (error instanceof HarvestNameTaken) throw new AppError('CONFLICT', `${error.message}.`);
        throw error;
      }
    }
    case 'list': {
      const harvests = await listHarvests(db);
      if (harvests.length === 0) {
        return { lines: ['No harvests yet (npm run harvest -- add ...).'], succeeded: true };
      }
      return {
        lines: harvests.flatMap(({ harvest, lastRun }) => [
          `#${harvest.id} ${harvest.name} · ${harvest.every} · next ${utcTime(harvest.nextRunAt)}`,
          `  ${describeQuery(harvest.query as Parameters<typeof describeQuery>[0])}`,
          ...(lastRun ? runReport(lastRun).map((line) => `  ${line}`) : ['  no run yet']),
        ]),
        succeeded: true,
      };
    }
    case 'runs': {
      const harvest = command.harvest ? await harvestNamed(db, command.harvest) : null;
      const runs = await listHarvestRuns(db, { harvestId: harvest?.id, limit: command.limit });
      if (runs.length === 0) return { lines: ['No runs yet.'], succeeded: true };
      return {
        lines: runs.map(
          (run) =>
            `${describeRun(run)} · ${run.harvestId ? `harvest #${run.harvestId}` : 'one-off'}`,
        ),
        succeeded: true,
      };
    }
    case 'remove': {
      const harvest = await harvestNamed(db, command.harvest);
      await removeHarvest(db, harvest.id);
      return {
        lines: [`Harvest ${harvest.id} "${harvest.name}" removed (its runs are kept).`],
        succeeded: true,
      };
    }
    case 'run': {
      const harvest = await harvestNamed(db, command.harvest);
      const client = deps.client();
      return runSearchNow(
        db,
        async () => {
          const open = await openRunOf(db, harvest.id);
          if (open?.status === 'paused' && open.pausedUntil && open.pausedUntil > now()) {
            throw new AppError(
              'CONFLICT',
              `Run ${open.id} of this harvest is paused until ${utcTime(open.pausedUntil)}: the rate budget is spent.`,
            );
          }
          const run = open ?? (await startHarvestRun(db, harvest, now(), HARVEST_PAGE_LIMIT));
          deps.print?.(
            `${open ? 'Resuming' : 'Starting'} run ${run.id} of harvest ${harvest.id} "${harvest.name}".`,
          );
          return run;
        },
        {
          client,
          signal: deps.signal,
          print: deps.print,
          resumeCommand: () => `npm run harvest -- run ${harvest.id}`,
        },
      );
    }
  }
}
