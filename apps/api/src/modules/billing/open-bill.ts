import {
  bills,
  memberships,
  plans,
  type Bill,
  type Database,
  type PaymentMethod,
  type Plan,
} from '@postradar/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { lockUserRow } from '../../lib/lock-user-row';
import { newBillCode } from './bill-code';
import { priceOrder } from './price-order';

export interface OpenBillInput {
  userId: string;
  planId: string;
  method: PaymentMethod;
  couponCode: string;
  /** The client's key of this checkout attempt: the same key gives back the same bill. */
  idempotencyKey: string;
  /** Dong per dollar, for a bank transfer's amount. */
  usdToVndRate?: number;
  now?: Date;
}

export interface OpenedBill {
  bill: Bill;
  plan: Plan;
  /** True when the key had already opened this bill (a double click, a retried request). */
  isRepeat: boolean;
}

/** A bank transfer's amount: the dollars at the rate, rounded up to a thousand dong. */
export function amountInDong(amount: number, rate: number): number {
  return Math.ceil((amount * rate) / 1000) * 1000;
}

async function findOpenedBill(db: Database, userId: string, idempotencyKey: string) {
  const [bill] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.idempotencyKey, idempotencyKey)));
  return bill;
}

async function findPlanOnSale(db: Database, planId: string) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true)));
  if (!plan)
    throw new AppError('PLAN_UNAVAILABLE', 'This plan is not on sale. Choose another plan.');
  return plan;
}

/** The free trial is for a user who never had a plan. */
async function requireTrialUnused(db: Database, userId: string) {
  const [earlier] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .limit(1);
  if (earlier)
    throw new AppError(
      'PLAN_UNAVAILABLE',
      'The free trial has already been used. Choose another plan.',
    );
}

function requireMethodFits(method: PaymentMethod, amount: number) {
  if (method === 'free' && amount > 0)
    throw new AppError('VALIDATION_FAILED', 'This plan is not free: choose a way to pay.');
  if (method !== 'free' && amount <= 0)
    throw new AppError('VALIDATION_FAILED', 'Nothing to pay: the total is 0.');
}

function dongRate(input: OpenBillInput): number {
  if (!input.usdToVndRate) throw new Error('A bank transfer needs the dong exchange rate.');
  return input.usdToVndRate;
}

function requireSameOrder(bill: Bill, input: OpenBillInput) {
  const sameCoupon = (bill.couponCode ?? '') === input.couponCode.trim().toUpperCase();
  if (bill.planId !== input.planId || bill.method !== input.method || !sameCoupon)
    throw new AppError(
      'CONFLICT',
      'This checkout was started with another order. Reload the page.',
    );
}

/**
 * Opens the bill of a checkout: the plan on sale, the price with the coupon (re-checked here, not
 * taken from the client), the total in dong for a bank transfer. Under a lock of the user's row, so
 * that the same idempotency key opens one bill however many requests carry it.
 */
export async function openBill(db: Database, input: OpenBillInput): Promise<OpenedBill> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockUserRow(tx, input.userId);
    const opened = await findOpenedBill(tx, input.userId, input.idempotencyKey);
    if (opened) {
      requireSameOrder(opened, input);
      const [plan] = await tx.select().from(plans).where(eq(plans.id, opened.planId));
      if (!plan)
        throw new AppError('PLAN_UNAVAILABLE', 'This plan is not on sale. Choose another plan.');
      return { bill: opened, plan, isRepeat: true };
    }
    const plan = await findPlanOnSale(tx, input.planId);
    if (plan.slug === 'trial') await requireTrialUnused(tx, input.userId);
    const order = await priceOrder(tx, { ...input, plan, now, lockCoupon: true });
    requireMethodFits(input.method, order.amount);
    const [bill] = await tx
      .insert(bills)
      .values({
        code: newBillCode(),
        userId: input.userId,
        planId: plan.id,
        title: plan.title,
        method: input.method,
        currency: plan.currency,
        price: order.price,
        discount: order.discount,
        amount: order.amount,
        amountVnd: input.method === 'bank' ? amountInDong(order.amount, dongRate(input)) : null,
        couponId: order.coupon?.id ?? null,
        couponCode: order.coupon?.code ?? null,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!bill) throw new Error('The bill was not stored.');
    return { bill, plan, isRepeat: false };
  });
}
