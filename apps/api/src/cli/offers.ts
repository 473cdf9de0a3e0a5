// `npm run offers -- list [--since <date>] [--format csv]`: the answers to the limited-time offer,
// for staff until the admin site shows them, on the database the API uses (same environment).
import { UsageError } from './billing/parse-billing-command';
import { offersUsage, parseOffersCommand } from './offers-command';
import { listOfferSubmissions } from './offers-list';
import { runOnDatabase } from './run-on-database';

async function main(args: string[]) {
  let command;
  try {
    command = parseOffersCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${offersUsage}`);
    return 2;
  }
  return runOnDatabase((db) => listOfferSubmissions(db, command));
}

process.exitCode = await main(process.argv.slice(2));
