import { bills, coupons, memberships } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  bankEnvironment,
  deliver,
  openBankCheckout,
  sepayDelivery,
} from '../../modules/billing/bank/test/bank-fixtures';
import { openBill } from '../../modules/billing/open-bill';
import { newKey, planBySlug, signInBuyer } from '../../modules/billing/test/billing-fixtures';
import { buildTestApp } from '../../test/build-test-app';
import { parseBillingCommand } from './parse-billing-command';
import { runBillingCommand } from './run-billing-command';

describe('npm run billing (the commands, on a test database)', () => {
  let app: FastifyInstance;
  const now = new Date('2030-01-01T12:00:00Z');

  beforeAll(async () => {
    app = await buildTestApp(bankEnvironment);
  });
  afterAll(() => app.close());

  /** The lines `npm run billing -- <line>` prints. */
  const billing = (line: string) =>
    runBillingCommand(app.db, parseBillingCommand(line.split(' ')), now);

  it('creates a coupon that the checkout then applies, lists it and disables it', async () => {
    expect(
      await billing('coupon create spring --percent 50 --plans standard --methods bank --uses 10'),
    ).toEqual([
      'Created SPRING  50% off  plans: standard  methods: bank  any time to no end  used 0 of 10',
    ]);
    const { call } = await signInBuyer(app, 'coupon-cli@example.com');
    const standard = await planBySlug(app, 'standard');
    const apply = (method: string) =>
      call('POST', '/payment/coupon/apply', { planId: standard.id, code: 'spring', method });
    expect((await apply('bank')).body.data).toEqual({ discount: 29.5, text: '50% off' });
    expect((await apply('stripe')).body.code).toBe('COUPON_INVALID');

    await expect(billing('coupon create SPRING --amount 5')).rejects.toThrow(
      'A coupon SPRING already exists.',
    );
    await expect(billing('coupon create X1 --amount 5 --plans gold')).rejects.toThrow(
      'No plan gold. Plans: ',
    );
    expect(await app.db.select().from(coupons).where(eq(coupons.code, 'X1'))).toEqual([]);

    expect(await billing('coupon list')).toEqual([
      'SPRING  50% off  plans: standard  methods: bank  any time to no end  used 0 of 10',
    ]);
    expect(await billing('coupon disable spring')).toEqual([
      'SPRING is disabled: it can no longer be used.',
    ]);
    expect(await billing('coupon disable spring')).toEqual(['SPRING was already disabled.']);
    expect((await apply('bank')).body.message).toBe('This coupon code does not exist.');
    expect((await billing('coupon list'))[0]).toContain('DISABLED');
    await expect(billing('coupon disable NOPE')).rejects.toThrow('No coupon has the code NOPE.');
  });

  it('lists the pending bank bills, and confirms one once', async () => {
    const { userId, bill } = await openBankCheckout(app, 'confirm-cli@example.com');
    const pending = await billing('bank pending');
    expect(pending).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${bill.code}  confirm-cli@example.com  standard  1,522,000 VND  opened \\d+ d ago`,
        ),
      ),
    );
    const [confirmed] = await billing(`bank confirm ${bill.code.toLowerCase()}`);
    expect(confirmed).toMatch(
      new RegExp(
        `^${bill.code} is paid: Standard for confirm-cli@example.com; the plan runs until `,
      ),
    );
    await expect(billing(`bank confirm ${bill.code}`)).rejects.toThrow(
      `${bill.code} is paid, not pending: nothing changed.`,
    );
    const rows = await app.db.select().from(memberships).where(eq(memberships.userId, userId));
    expect(rows).toHaveLength(1);
    const [paid] = await app.db.select().from(bills).where(eq(bills.id, bill._id));
    expect(paid?.status).toBe('paid');
    expect(await billing('bank pending')).not.toContainEqual(expect.stringContaining(bill.code));
  });

  it('confirms only pending bank bills', async () => {
    await expect(billing('bank confirm PRZZZZZZZZ')).rejects.toThrow(AppError);
    await expect(billing('bank confirm PRZZZZZZZZ')).rejects.toThrow(
      'No bill has the code PRZZZZZZZZ.',
    );
    const { userId } = await signInBuyer(app, 'card-cli@example.com');
    const standard = await planBySlug(app, 'standard');
    const { bill } = await openBill(app.db, {
      userId,
      planId: standard.id,
      method: 'stripe',
      couponCode: '',
      idempotencyKey: newKey(),
    });
    await expect(billing(`bank confirm ${bill.code}`)).rejects.toThrow(
      `${bill.code} is paid by stripe, not by bank transfer.`,
    );
    expect(await app.db.select().from(memberships).where(eq(memberships.userId, userId))).toEqual(
      [],
    );
  });

  it('lists the reported transfers, of one status or all, with what they did', async () => {
    const { bill } = await openBankCheckout(app, 'transfers-cli@example.com');
    const short = sepayDelivery({ content: bill.transfer.note, transferAmount: 1_000_000 });
    const stray = sepayDelivery({ content: 'hoan tien', transferAmount: 50_000 });
    await deliver(app, short);
    await deliver(app, stray);
    expect(await billing('bank transfers --status partial')).toEqual([
      `2026-03-25 07:02 UTC  sepay ${short.id}  1,000,000 VND  to 0123456789  partial ${bill.code} (pending, 522,000 VND short)  ${JSON.stringify(bill.transfer.note)}`,
    ]);
    expect(await billing('bank transfers --status unmatched')).toEqual([
      `2026-03-25 07:02 UTC  sepay ${stray.id}  50,000 VND  to 0123456789  unmatched  "hoan tien"`,
    ]);
    const more = sepayDelivery({ content: bill.code, transferAmount: 1_600_000 });
    await deliver(app, more);
    expect(await billing('bank transfers')).toContainEqual(
      expect.stringContaining(`matched ${bill.code} (paid, 78,000 VND more than due)`),
    );
  });

  it("lists a user's bills", async () => {
    const { bill } = await openBankCheckout(app, 'history-cli@example.com', 'pod-drs');
    expect(await billing('bills HISTORY-cli@example.com')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC  ${bill.code}  .+  bank  pending  99.00 USD  2,554,000 VND$`,
        ),
      ),
    ]);
    await signInBuyer(app, 'nobills-cli@example.com');
    expect(await billing('bills nobills-cli@example.com')).toEqual([
      'nobills-cli@example.com has no bills.',
    ]);
    await expect(billing('bills ghost@example.com')).rejects.toThrow(
      'No account has the e-mail ghost@example.com.',
    );
  });
});
