import { coupons, plans, type NewCoupon } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { signInTestUser } from '../../../test/sign-in-test-user';
import { collectionCaller } from '../../favorites/test/collection-caller';

/** A seeded plan by its slug. */
export async function planBySlug(app: FastifyInstance, slug: string) {
  const [plan] = await app.db.select().from(plans).where(eq(plans.slug, slug));
  if (!plan) throw new Error(`No plan ${slug}`);
  return plan;
}

export async function addCoupon(
  app: FastifyInstance,
  coupon: Partial<NewCoupon> & { code: string },
) {
  const [row] = await app.db
    .insert(coupons)
    .values({ kind: 'percent', value: 50, ...coupon, code: coupon.code.toUpperCase() })
    .returning();
  if (!row) throw new Error('coupon not stored');
  return row;
}

/** A signed-in buyer: their id and a caller of the API as them. */
export async function signInBuyer(app: FastifyInstance, email: string) {
  const { user, auth } = await signInTestUser(app, { email, plan: null });
  return { userId: user.id, auth, call: collectionCaller(app, auth) };
}

export const newKey = () => randomUUID();

/** The value a test expects to exist. */
export function present<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
}
