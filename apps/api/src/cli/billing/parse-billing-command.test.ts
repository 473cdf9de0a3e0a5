import { describe, expect, it } from 'vitest';
import { parseBillingCommand, UsageError } from './parse-billing-command';

const parse = (line: string) => parseBillingCommand(line.split(' '));

describe('parseBillingCommand', () => {
  it('reads a coupon with every option', () => {
    expect(
      parseBillingCommand([
        'coupon',
        'create',
        'spring-26',
        '--amount',
        '10.5',
        '--plans',
        'standard,standard-drs',
        '--methods',
        'stripe,paypal',
        '--from',
        '2026-03-01T00:00:00Z',
        '--until',
        '2026-04-01T00:00:00+07:00',
        '--uses',
        '100',
        '--uses-per-user',
        '1',
        '--description',
        'Spring sale',
      ]),
    ).toEqual({
      kind: 'coupon-create',
      coupon: {
        code: 'SPRING-26',
        kind: 'fixed',
        value: 10.5,
        planSlugs: ['standard', 'standard-drs'],
        methods: ['stripe', 'paypal'],
        startsAt: new Date('2026-03-01T00:00:00Z'),
        endsAt: new Date('2026-03-31T17:00:00Z'),
        maxUses: 100,
        maxUsesPerUser: 1,
        description: 'Spring sale',
      },
    });
    expect(parse('coupon create HALF --percent 50')).toMatchObject({
      coupon: { code: 'HALF', kind: 'percent', value: 50, planSlugs: [], maxUses: null },
    });
  });

  it('reads the other commands', () => {
    expect(parse('coupon list')).toEqual({ kind: 'coupon-list' });
    expect(parse('coupon disable HALF')).toEqual({ kind: 'coupon-disable', code: 'HALF' });
    expect(parse('bank pending')).toEqual({ kind: 'bank-pending' });
    expect(parse('bank transfers')).toEqual({ kind: 'bank-transfers', status: null });
    expect(parse('bank transfers --status partial')).toEqual({
      kind: 'bank-transfers',
      status: 'partial',
    });
    expect(parse('bank confirm PRABCD2345')).toEqual({
      kind: 'bank-confirm',
      billCode: 'PRABCD2345',
    });
    expect(parse('bills lan@example.com')).toEqual({ kind: 'bills', email: 'lan@example.com' });
  });

  it('says what is wrong with a command line', () => {
    for (const [line, message] of [
      ['', 'Name a command.'],
      ['coupon', 'Unknown command: coupon'],
      ['coupon rename A B', 'Unknown command: coupon rename'],
      ['coupon create HALF', '--percent: give either --percent or --amount'],
      ['coupon create HALF --percent 50 --amount 10', '--percent: give either'],
      ['coupon create HALF --percent 150', '--percent: must be at most 100'],
      ['coupon create HALF --percent 0', '--percent: must be above 0'],
      ['coupon create HALF --amount 9.999', '--amount: must have at most two decimals'],
      ['coupon create H@LF --percent 5', 'CODE: must be 2 to 64 letters'],
      ['coupon create HALF --percent 5 --methods card', '--methods:'],
      ['coupon create HALF --percent 5 --uses 1.5', '--uses: must be a whole number'],
      ['coupon create HALF --percent 5 --from yesterday', '--from: must be an ISO time'],
      [
        'coupon create HALF --percent 5 --from 2026-02-01T00:00:00Z --until 2026-01-01T00:00:00Z',
        '--until: must be after --from',
      ],
      ['coupon create HALF --percent 5 --colour red', "Unknown option '--colour'"],
      ['coupon list extra', 'Unexpected: extra'],
      ['coupon disable', 'Give one coupon CODE.'],
      ['bank transfers --status lost', '--status:'],
      ['bank confirm', 'Give one BILL CODE.'],
      ['bank confirm A --percent 5', 'Give one BILL CODE.'],
      ['bills', 'Give one USER EMAIL.'],
    ] as const) {
      expect(() => parseBillingCommand(line ? line.split(' ') : []), line).toThrow(UsageError);
      expect(() => parseBillingCommand(line ? line.split(' ') : []), line).toThrow(message);
    }
  });
});
