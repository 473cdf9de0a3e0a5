// `npm run ingest:meta -- --q "nurse shirt" --country DE [...]`: one search of the Meta Ad Library
// (Graph API ads_archive), stored page by page into the database the API uses (same environment);
// `--resume <run id>` goes on with a paused, failed or stopped run. Needs META_ACCESS_TOKEN.
import { commercialCoverageWarning, createHarvestRun, findHarvestRun } from '@postradar/ingest';
import { AppError } from '../lib/app-error';
import { UsageError } from './billing/parse-billing-command';
import { ingestMetaUsage, parseIngestMetaCommand } from './meta/ingest-meta-command';
import { describeQuery } from './meta/meta-query-options';
import { requireMetaClient, runMetaCommand } from './meta/run-meta-command';
import { runSearchNow } from './meta/run-search-now';

async function main(args: string[]) {
  let command;
  try {
    command = parseIngestMetaCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${ingestMetaUsage}`);
    return 2;
  }
  return runMetaCommand(async (db, signal) => {
    const client = requireMetaClient();
    return runSearchNow(
      db,
      async () => {
        if (command.kind === 'resume') {
          const run = await findHarvestRun(db, command.runId);
          if (!run) throw new AppError('NOT_FOUND', `No Ad Library run ${command.runId}.`);
          if (run.status === 'succeeded') {
            throw new AppError('CONFLICT', `Run ${run.id} has finished; nothing to resume.`);
          }
          console.log(`Resuming run ${run.id}.`);
          return run;
        }
        const warning = commercialCoverageWarning(command.query);
        if (warning) console.warn(`Warning: ${warning}`);
        const run = await createHarvestRun(db, {
          query: command.query,
          harvestId: null,
          pageLimit: command.pageLimit,
          now: new Date(),
        });
        console.log(`Run ${run.id}: ${describeQuery(run.query as typeof command.query)}`);
        return run;
      },
      {
        client,
        signal,
        maxPages: command.maxPages,
        print: (line) => console.log(line),
        resumeCommand: (run) => `npm run ingest:meta -- --resume ${run.id}`,
      },
    );
  });
}

process.exitCode = await main(process.argv.slice(2));
