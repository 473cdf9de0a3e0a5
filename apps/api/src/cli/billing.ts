// `npm run billing -- <command>`: coupons, bank transfers and bills for staff, on the database
// the API uses (same environment). `npm run billing` alone prints the commands.
import { createDb, seedPlans } from '@postradar/db';
import { loadConfig } from '../config';
import { AppError } from '../lib/app-error';
import { billingUsage, parseBillingCommand, UsageError } from './billing/parse-billing-command';
import { runBillingCommand } from './billing/run-billing-command';

async function main(args: string[]) {
  let command;
  try {
    command = parseBillingCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${billingUsage}`);
    return 2;
  }
  const database = await createDb(loadConfig().database);
  try {
    // A coupon may name plans before the API has ever started on this database.
    await seedPlans(database.db);
    for (const line of await runBillingCommand(database.db, command)) console.log(line);
    return 0;
  } catch (error) {
    console.error(error instanceof AppError ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
