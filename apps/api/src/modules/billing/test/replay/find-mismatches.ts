import { bills, memberships, type BillStatus } from '@postradar/db';
import { eq, inArray } from 'drizzle-orm';
import { dayMs } from '../../membership-change';
import type { Payment } from './make-payments';
import type { ReplayWorld } from './replay-world';

/** The status each payment's bill must have (by bill id), as its provider reports it. */
export type Verdicts = Map<string, BillStatus>;

/** The bills whose status is not what their provider says, one line each. */
export async function billMismatches(
  world: ReplayWorld,
  payments: Payment[],
  verdicts: Verdicts,
): Promise<string[]> {
  const rows = await world.app.db
    .select({ id: bills.id, status: bills.status })
    .from(bills)
    .where(
      inArray(
        bills.id,
        payments.map(({ billId }) => billId),
      ),
    );
  const statusOf = new Map(rows.map(({ id, status }) => [id, status]));
  return payments.flatMap(({ provider, scenario, billId }) => {
    const expected = verdicts.get(billId);
    const actual = statusOf.get(billId);
    return actual === expected
      ? []
      : [`${provider} ${scenario} bill ${billId} is ${actual}, the provider says ${expected}`];
  });
}

/**
 * The buyers whose membership does not last one period per bill their provider kept paid: with
 * N such bills, exactly one membership runs, from its start to N periods later; with none, none.
 */
export async function membershipMismatches(
  world: ReplayWorld,
  payments: Payment[],
  verdicts: Verdicts,
): Promise<string[]> {
  const periodMs = world.plan.periodDays * dayMs;
  const now = Date.now();
  const userIds = [...new Set(payments.map(({ userId }) => userId))];
  const lines = await Promise.all(
    userIds.map(async (userId) => {
      const paid = payments.filter(
        (payment) => payment.userId === userId && verdicts.get(payment.billId) === 'paid',
      ).length;
      const rows = await world.app.db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, userId));
      const running = rows
        .filter(({ endsAt }) => endsAt.getTime() > now)
        .map(({ startsAt, endsAt }) => (endsAt.getTime() - startsAt.getTime()) / dayMs);
      const expected = paid === 0 ? [] : [(paid * periodMs) / dayMs];
      return JSON.stringify(running) === JSON.stringify(expected)
        ? []
        : [
            `user ${userId}: ${paid} paid bills, running memberships of [${running.join(', ')}] days`,
          ];
    }),
  );
  return lines.flat();
}
