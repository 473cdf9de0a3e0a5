// `npm run billing -- <command>`: coupons, bank transfers and bills for staff, on the database
// the API uses (same environment). `npm run billing` alone prints the commands.
import { seedPlans } from '@postradar/db';
import { billingUsage, parseBillingCommand, UsageError } from './billing/parse-billing-command';
import { runBillingCommand } from './billing/run-billing-command';
import { runOnDatabase } from './run-on-database';

async function main(args: string[]) {
  let command;
  try {
    command = parseBillingCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${billingUsage}`);
    return 2;
  }
  return runOnDatabase(async (db) => {
    // A coupon may name plans before the API has ever started on this database.
    await seedPlans(db);
    return runBillingCommand(db, command);
  });
}

process.exitCode = await main(process.argv.slice(2));
