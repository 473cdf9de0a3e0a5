import type { Database } from '@postradar/db';
import { findMembershipView } from '../billing/membership-view';

/** Whether the user's plan running now is a paid one (the trial is not). */
export async function isPayingMember(db: Database, userId: string): Promise<boolean> {
  const membership = await findMembershipView(db, userId);
  return membership !== null && !membership.isExpired && membership.plan.price > 0;
}
