import { users, type Database, type User } from '@postradar/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { isNotBlockedReferrer } from '../referral/is-not-blocked-referrer';

/**
 * Records who referred the user: once only, never oneself. Returns false when the user was
 * already referred (nothing changes). The code of a user blocked in the referral programme
 * credits nobody: it is answered as a code that does not exist.
 */
export async function applyReferral(db: Database, user: User, code: string): Promise<boolean> {
  const [referrer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.affiliateCode, code.trim().toLowerCase()), isNotBlockedReferrer(db)));
  if (!referrer) throw new AppError('NOT_FOUND', 'This affiliate code does not exist.');
  if (referrer.id === user.id)
    throw new AppError('VALIDATION_FAILED', 'You cannot refer yourself.');
  const updated = await db
    .update(users)
    .set({ referredBy: referrer.id, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.referredBy)))
    .returning({ id: users.id });
  return updated.length > 0;
}
