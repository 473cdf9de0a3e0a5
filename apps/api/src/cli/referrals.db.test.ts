import { bills, createDb, plans, referralMembers, referralPayouts, users } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBillCode } from '../modules/billing/bill-code';
import { buildTestApp } from '../test/build-test-app';
import { signInTestUser } from '../test/sign-in-test-user';
import { parseReferralsCommand } from './referrals-command';
import { runReferralsCommand } from './run-referrals-command';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const terms = { commissionPercent: 20, holdDays: 30 };
const dayMs = 86_400_000;

describe('npm run referrals (on a test database)', () => {
  let app: FastifyInstance;

  /** The lines `npm run referrals -- <args>` prints, or its refusal. */
  const referrals = (...args: string[]) =>
    runReferralsCommand(app.db, terms, parseReferralsCommand(args));

  /** A signed-in user who asked to join, on `joinedAt`. */
  const applicant = async (email: string, joinedAt: string) => {
    const { user, auth } = await signInTestUser(app, { email, plan: null });
    await app.inject({ method: 'POST', url: '/api/referral/join', headers: auth });
    await app.db
      .update(referralMembers)
      .set({ joinedAt: new Date(joinedAt) })
      .where(eq(referralMembers.userId, user.id));
    return { user, auth };
  };

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('accepts, rejects and blocks users who asked to join, and lists them with their figures', async () => {
    expect(await referrals('list')).toEqual(['No members of the referral programme.']);
    const lan = await applicant('lan@example.com', '2030-03-01T08:00:00Z');
    await applicant('minh@example.com', '2030-03-02T08:00:00Z');
    await applicant('spam@example.com', '2030-03-03T08:00:00Z');
    await signInTestUser(app, { email: 'never@example.com', plan: null });
    expect(await referrals('list', '--status', 'pending')).toEqual([
      'email             status   joined      referrals  conversions  pending  earned  paid  paypal',
      'lan@example.com   pending  2030-03-01          0            0     0.00    0.00  0.00',
      'minh@example.com  pending  2030-03-02          0            0     0.00    0.00  0.00',
      'spam@example.com  pending  2030-03-03          0            0     0.00    0.00  0.00',
      '3 members; amounts in USD, 20% of first purchases, pending for 30 days.',
    ]);

    expect(await referrals('accept', 'LAN@example.com')).toEqual([
      'lan@example.com: accepted (was pending).',
    ]);
    expect(await referrals('accept', 'lan@example.com')).toEqual([
      'lan@example.com is already accepted.',
    ]);
    expect(await referrals('reject', 'minh@example.com')).toEqual([
      'minh@example.com: rejected (was pending).',
    ]);
    expect(await referrals('block', 'spam@example.com')).toEqual([
      'spam@example.com: blocked (was pending).',
    ]);
    const [decided] = await app.db
      .select()
      .from(referralMembers)
      .where(eq(referralMembers.userId, lan.user.id));
    expect(decided?.decidedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await expect(referrals('accept', 'never@example.com')).rejects.toThrow(
      'never@example.com has not asked to join the referral programme.',
    );
    await expect(referrals('block', 'nobody@example.com')).rejects.toThrow(
      'No account has the e-mail nobody@example.com.',
    );

    // Lan's referral bought 59 forty days ago and another 49.99 yesterday; Lan gets paid 5.
    const [standard] = await app.db.select().from(plans).where(eq(plans.slug, 'standard'));
    for (const [email, amount, daysAgo] of [
      ['buyer1@example.com', 59, 40],
      ['buyer2@example.com', 49.99, 1],
    ] as const) {
      const [buyer] = await app.db
        .insert(users)
        .values({ email, name: email, affiliateCode: email.slice(0, 6), referredBy: lan.user.id })
        .returning();
      await app.db.insert(bills).values({
        code: newBillCode(),
        userId: buyer?.id ?? '',
        planId: standard?.id ?? '',
        title: 'Standard',
        method: 'stripe',
        status: 'paid',
        price: amount,
        amount,
        paidAt: new Date(Date.now() - daysAgo * dayMs),
      });
    }
    await app.inject({
      method: 'PUT',
      url: '/api/referral/payout',
      headers: lan.auth,
      payload: { email: 'lan.pay@example.com' },
    });
    expect(await referrals('payout', 'lan@example.com', '5', '--note', 'March')).toEqual([
      'Recorded 5.00 USD paid to lan@example.com (PayPal lan.pay@example.com).',
      'Paid in all 5.00 USD; earned 11.80 USD, pending 10.00 USD.',
    ]);
    const [payout] = await app.db.select().from(referralPayouts);
    expect(payout).toMatchObject({
      userId: lan.user.id,
      amount: 5,
      currency: 'USD',
      note: 'March',
    });

    expect(await referrals('list')).toEqual([
      'email             status    joined      referrals  conversions  pending  earned  paid  paypal',
      'lan@example.com   accepted  2030-03-01          2            2    10.00   11.80  5.00  lan.pay@example.com',
      'minh@example.com  rejected  2030-03-02          0            0     0.00    0.00  0.00',
      'spam@example.com  blocked   2030-03-03          0            0     0.00    0.00  0.00',
      '3 members; amounts in USD, 20% of first purchases, pending for 30 days.',
    ]);
    expect(await referrals('list', '--status', 'blocked')).toEqual([
      expect.stringMatching(/^email +status/),
      expect.stringMatching(/^spam@example.com +blocked +2030-03-03/),
      '1 member; amounts in USD, 20% of first purchases, pending for 30 days.',
    ]);

    // Staff change their minds: a rejected user accepted, an accepted one blocked.
    expect(await referrals('accept', 'minh@example.com')).toEqual([
      'minh@example.com: accepted (was rejected).',
    ]);
    expect(await referrals('block', 'lan@example.com')).toEqual([
      'lan@example.com: blocked (was accepted).',
    ]);
  });

  it('records payouts for accepted members only', async () => {
    await applicant('waiting@example.com', '2030-04-01T08:00:00Z');
    await expect(referrals('payout', 'waiting@example.com', '10')).rejects.toThrow(
      'waiting@example.com is not an accepted member of the referral programme (pending): no payout recorded.',
    );
    await signInTestUser(app, { email: 'stranger@example.com', plan: null });
    await expect(referrals('payout', 'stranger@example.com', '10')).rejects.toThrow(
      'stranger@example.com is not an accepted member of the referral programme (never asked to join): no payout recorded.',
    );
    await expect(referrals('payout', 'ghost@example.com', '10')).rejects.toThrow(
      'No account has the e-mail ghost@example.com.',
    );
    await referrals('accept', 'waiting@example.com');
    expect(await referrals('payout', 'waiting@example.com', '10')).toEqual([
      'Recorded 10.00 USD paid to waiting@example.com.',
      'Paid in all 10.00 USD; earned 0.00 USD, pending 0.00 USD.',
    ]);
  });
});

describe('npm run referrals (the command)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'postradar-referrals-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** `npm run referrals -- <args>` on an embedded database of its own. */
  function referralsCommand(args: string[], env: Record<string, string> = {}) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/cli/referrals.ts', ...args],
        {
          cwd: root,
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it('prints the members with the terms configured, refuses a payout, and shows the usage', async () => {
    const database = await createDb({ dataDir });
    try {
      const [user] = await database.db
        .insert(users)
        .values({ email: 'lan@example.com', name: 'Lan', affiliateCode: 'lanpham' })
        .returning();
      await database.db.insert(referralMembers).values({
        userId: user?.id ?? '',
        joinedAt: new Date('2030-05-01T00:00:00Z'),
      });
    } finally {
      await database.close();
    }

    const listed = await referralsCommand(['list'], {
      REFERRAL_COMMISSION_PERCENT: '25',
      REFERRAL_HOLD_DAYS: '14',
    });
    expect(listed).toEqual({
      code: 0,
      stdout:
        'email            status   joined      referrals  conversions  pending  earned  paid  paypal\n' +
        'lan@example.com  pending  2030-05-01          0            0     0.00    0.00  0.00\n' +
        '1 member; amounts in USD, 25% of first purchases, pending for 14 days.\n',
      stderr: '',
    });
    expect(await referralsCommand(['payout', 'lan@example.com', '5'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'lan@example.com is not an accepted member of the referral programme (pending): no payout recorded.\n',
    });
    const wrong = await referralsCommand(['approve', 'lan@example.com']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Unknown command: approve\nUsage:');
    // A process each starts tsx and PGlite: slow on a busy 2-core machine.
  }, 120_000);
});
