// `npm run harvest -- add|list|runs|run|remove ...`: the standing Meta Ad Library searches that the
// API processes run on a schedule, for staff until the admin site manages them, on the database
// the API uses (same environment). `run` needs META_ACCESS_TOKEN.
import { UsageError } from './billing/parse-billing-command';
import { harvestUsage, parseHarvestCommand } from './meta/harvest-command';
import { runHarvestCommand } from './meta/harvest-actions';
import { requireMetaClient, runMetaCommand } from './meta/run-meta-command';

async function main(args: string[]) {
  let command;
  try {
    command = parseHarvestCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${harvestUsage}`);
    return 2;
  }
  return runMetaCommand((db, signal) =>
    runHarvestCommand(db, command, {
      client: requireMetaClient,
      signal,
      print: (line) => console.log(line),
    }),
  );
}

process.exitCode = await main(process.argv.slice(2));
