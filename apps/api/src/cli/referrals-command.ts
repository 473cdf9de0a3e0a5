import { referralMemberStatuses, type ReferralMemberStatus } from '@postradar/db';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { cents, UsageError } from './billing/parse-billing-command';

export const referralsUsage = `Usage:
  npm run referrals -- list [--status ${referralMemberStatuses.join('|')}]
      the members of the referral programme, oldest request first, with their figures
  npm run referrals -- accept <email>      let a user who asked to join into the programme
  npm run referrals -- reject <email>      turn the request down (they cannot ask again)
  npm run referrals -- block <email>       exclude the user: their link stops counting
  npm run referrals -- payout <email> <amount in USD> [--note "..."]
      record money sent to an accepted member`;

/** Staff's decisions on a request to join, by the command that makes them. */
const decisions = { accept: 'accepted', reject: 'rejected', block: 'blocked' } as const;
type Decision = (typeof decisions)[keyof typeof decisions];

export type ReferralsCommand =
  | { kind: 'list'; status: ReferralMemberStatus | null }
  | { kind: 'decide'; email: string; status: Decision }
  | { kind: 'payout'; email: string; amount: number; note: string | null };

const status = z.enum(referralMemberStatuses, `must be ${referralMemberStatuses.join(', ')}`);
const amount = cents.max(100_000, 'must be at most 100000');
const note = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters');

function parseWith<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`${name}: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

function refuseOptions(values: Record<string, unknown>, command: string) {
  const [option] = Object.keys(values);
  if (option) throw new UsageError(`${command} has no --${option}.`);
}

/** What `npm run referrals -- ...` asks for, read without touching the database. */
export function parseReferralsCommand(args: string[]): ReferralsCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { status: { type: 'string' }, note: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command, ...words] = parsed.positionals;
  const { status: statusOption, ...rest } = parsed.values;
  if (command === 'list') {
    if (words.length > 0) throw new UsageError(`Unexpected: ${words.join(' ')}`);
    refuseOptions(rest, 'list');
    return {
      kind: 'list',
      status: statusOption === undefined ? null : parseWith(status, statusOption, '--status'),
    };
  }
  if (command === 'accept' || command === 'reject' || command === 'block') {
    refuseOptions(parsed.values, command);
    const [email, ...extra] = words;
    if (!email || extra.length > 0) throw new UsageError(`${command} takes one <email>.`);
    return { kind: 'decide', email, status: decisions[command] };
  }
  if (command === 'payout') {
    if (statusOption !== undefined) throw new UsageError('payout has no --status.');
    const [email, value, ...extra] = words;
    if (!email || value === undefined || extra.length > 0)
      throw new UsageError('payout takes an <email> and an <amount>.');
    return {
      kind: 'payout',
      email,
      amount: parseWith(amount, value, '<amount>'),
      note: rest.note === undefined ? null : parseWith(note, rest.note, '--note'),
    };
  }
  throw new UsageError(command ? `Unknown command: ${command}` : 'Name a command.');
}
