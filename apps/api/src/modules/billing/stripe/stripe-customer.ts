import { stripeCustomers, users, type Database } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { askStripe } from './stripe-failure';

/** The user's Stripe customer id, or null before their first card. */
export async function findCustomerId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId));
  return row?.customerId ?? null;
}

async function emailOf(db: Database, userId: string): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`User ${userId} does not exist.`);
  return user.email;
}

/**
 * The user's Stripe customer, made on first use with their e-mail. Two requests at once make one
 * customer: Stripe gives the same one back for the same idempotency key, and the row is stored
 * once (the first stored wins; it is read back).
 */
export async function ensureCustomerId(
  db: Database,
  stripe: Stripe,
  userId: string,
): Promise<string> {
  const known = await findCustomerId(db, userId);
  if (known) return known;
  const email = await emailOf(db, userId);
  const customer = await askStripe(() =>
    stripe.customers.create(
      { email, metadata: { userId } },
      { idempotencyKey: `customer:${userId}` },
    ),
  );
  await db
    .insert(stripeCustomers)
    .values({ userId, customerId: customer.id })
    .onConflictDoNothing({ target: stripeCustomers.userId });
  const stored = await findCustomerId(db, userId);
  if (!stored) throw new Error(`The Stripe customer of user ${userId} was not stored.`);
  return stored;
}
