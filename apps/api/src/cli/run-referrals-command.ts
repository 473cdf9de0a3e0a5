import { referralMembers, type Database } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { ReferralTerms } from '../config';
import { AppError, notFound } from '../lib/app-error';
import {
  findMembersWithFigures,
  findMemberWithFigures,
  referralCurrency,
} from '../modules/referral/member-figures';
import {
  decideMembership,
  findMemberStatus,
  recordPayout,
} from '../modules/referral/member-repository';
import { findUserByEmail } from '../modules/users/user-repository';
import { formatMoney } from './billing/format';
import { formatTable } from './format-table';
import type { ReferralsCommand } from './referrals-command';

const header = [
  'email',
  'status',
  'joined',
  'referrals',
  'conversions',
  'pending',
  'earned',
  'paid',
  'paypal',
];
const numericColumns = new Set([3, 4, 5, 6, 7]);

/** `list`: the members (of one status, or all), oldest request first, with their figures. */
async function listMembers(
  db: Database,
  terms: ReferralTerms,
  { status }: ReferralsCommand & { kind: 'list' },
): Promise<string[]> {
  const members = await findMembersWithFigures(db, terms, {
    where: status ? eq(referralMembers.status, status) : undefined,
  });
  if (members.length === 0)
    return [`No ${status ? `${status} ` : ''}members of the referral programme.`];
  const rows = members.map((member) => [
    member.email,
    member.status,
    member.joinedAt.toISOString().slice(0, 10),
    String(member.referrals),
    String(member.conversions),
    member.pending.toFixed(2),
    member.earned.toFixed(2),
    member.paid.toFixed(2),
    member.payoutEmail ?? '',
  ]);
  return [
    ...formatTable(header, rows, numericColumns),
    `${members.length} ${members.length === 1 ? 'member' : 'members'}; amounts in ` +
      `${referralCurrency}, ${terms.commissionPercent}% of first purchases, pending for ` +
      `${terms.holdDays} days.`,
  ];
}

async function requireAccount(db: Database, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(`No account has the e-mail ${email}.`);
  return user;
}

/** `accept`, `reject`, `block`: staff's decision on a user who asked to join. */
async function decide(
  db: Database,
  { email, status }: ReferralsCommand & { kind: 'decide' },
): Promise<string[]> {
  const user = await requireAccount(db, email);
  const previous = await findMemberStatus(db, user.id);
  if (!previous)
    throw new AppError('CONFLICT', `${user.email} has not asked to join the referral programme.`);
  if (previous === status) return [`${user.email} is already ${status}.`];
  await decideMembership(db, user.id, status);
  return [`${user.email}: ${status} (was ${previous}).`];
}

/** `payout`: money sent to an accepted member, recorded; refused for anyone else. */
async function payout(
  db: Database,
  terms: ReferralTerms,
  { email, amount, note }: ReferralsCommand & { kind: 'payout' },
): Promise<string[]> {
  const user = await requireAccount(db, email);
  const status = await findMemberStatus(db, user.id);
  if (status !== 'accepted')
    throw new AppError(
      'CONFLICT',
      `${user.email} is not an accepted member of the referral programme (${
        status ?? 'never asked to join'
      }): no payout recorded.`,
    );
  await recordPayout(db, { userId: user.id, amount, note });
  const member = await findMemberWithFigures(db, terms, user.id);
  const money = (value: number) => formatMoney(value, referralCurrency);
  return [
    `Recorded ${money(amount)} paid to ${user.email}${
      member?.payoutEmail ? ` (PayPal ${member.payoutEmail})` : ''
    }.`,
    `Paid in all ${money(member?.paid ?? amount)}; earned ${money(member?.earned ?? 0)}, pending ${money(member?.pending ?? 0)}.`,
  ];
}

/**
 * Runs a staff referral command on the database and answers with the lines to print. A refusal
 * (no such account, a payout to someone not accepted) is an AppError whose message says why.
 */
export function runReferralsCommand(
  db: Database,
  terms: ReferralTerms,
  command: ReferralsCommand,
): Promise<string[]> {
  switch (command.kind) {
    case 'list':
      return listMembers(db, terms, command);
    case 'decide':
      return decide(db, command);
    case 'payout':
      return payout(db, terms, command);
  }
}
