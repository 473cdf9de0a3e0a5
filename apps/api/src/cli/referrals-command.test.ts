import { describe, expect, it } from 'vitest';
import { UsageError } from './billing/parse-billing-command';
import { parseReferralsCommand } from './referrals-command';

const parse = (line: string) => parseReferralsCommand(line.split(' ').filter(Boolean));

describe('npm run referrals (the command line)', () => {
  it('lists every member, or those of one status', () => {
    expect(parse('list')).toEqual({ kind: 'list', status: null });
    expect(parse('list --status pending')).toEqual({ kind: 'list', status: 'pending' });
  });

  it('accepts, rejects and blocks one user by e-mail', () => {
    expect(parse('accept lan@example.com')).toEqual({
      kind: 'decide',
      email: 'lan@example.com',
      status: 'accepted',
    });
    expect(parse('reject lan@example.com')).toMatchObject({ status: 'rejected' });
    expect(parse('block lan@example.com')).toMatchObject({ status: 'blocked' });
  });

  it('records a payout of dollars and cents, with a note', () => {
    expect(parse('payout lan@example.com 25')).toEqual({
      kind: 'payout',
      email: 'lan@example.com',
      amount: 25,
      note: null,
    });
    expect(
      parseReferralsCommand(['payout', 'lan@example.com', '12.50', '--note', ' PayPal 7XK2 ']),
    ).toMatchObject({ amount: 12.5, note: 'PayPal 7XK2' });
  });

  it.each([
    ['', 'Name a command.'],
    ['approve lan@example.com', 'Unknown command: approve'],
    ['list everyone', 'Unexpected: everyone'],
    ['list --status none', '--status: must be pending, accepted, rejected, blocked'],
    ['list --note x', 'list has no --note.'],
    ['accept', 'accept takes one <email>.'],
    ['block a@example.com b@example.com', 'block takes one <email>.'],
    ['reject a@example.com --status pending', 'reject has no --status.'],
    ['payout a@example.com', 'payout takes an <email> and an <amount>.'],
    ['payout a@example.com 0', '<amount>: must be above 0'],
    ['payout a@example.com -5', "Unknown option '-5'"],
    ['payout a@example.com 1.005', '<amount>: must have at most two decimals'],
    ['payout a@example.com 100001', '<amount>: must be at most 100000'],
    ['payout a@example.com ten', '<amount>: '],
    ['payout a@example.com 5 --status accepted', 'payout has no --status.'],
    ['list --limit 5', "Unknown option '--limit'"],
  ])('refuses "%s"', (line, message) => {
    expect(() => parse(line)).toThrow(UsageError);
    expect(() => parse(line)).toThrow(message);
  });
});
