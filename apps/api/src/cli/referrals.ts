// `npm run referrals -- list|accept|reject|block|payout ...`: the referral programme for staff,
// on the database the API uses (same environment and terms). `npm run referrals` alone prints
// the commands.
import { loadConfig } from '../config';
import { UsageError } from './billing/parse-billing-command';
import { parseReferralsCommand, referralsUsage } from './referrals-command';
import { runOnDatabase } from './run-on-database';
import { runReferralsCommand } from './run-referrals-command';

async function main(args: string[]) {
  let command;
  try {
    command = parseReferralsCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${referralsUsage}`);
    return 2;
  }
  const terms = loadConfig().referral;
  return runOnDatabase((db) => runReferralsCommand(db, terms, command));
}

process.exitCode = await main(process.argv.slice(2));
