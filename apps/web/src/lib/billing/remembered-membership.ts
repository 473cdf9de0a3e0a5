import { z } from 'zod/mini';
import { session } from '../session/session-storage';

/** Whether the user's plan was running when the API last answered: `running`, or `none`. */
export type RememberedMembership = 'running' | 'none';

const rememberedSchema = z.object({ userId: z.string(), isRunning: z.boolean() });

/**
 * Keeps on this device, with the signed-in user's id (sign-out forgets it), whether the membership
 * the API just answered is running: the next start of a user kept without a running plan then
 * holds back the calls the API would refuse until it answers again
 * (billing-gate/membership-presumed-missing.ts).
 */
export function rememberMembership(isRunning: boolean): void {
  const userId = session.getUser()?._id;
  if (userId) session.setMembership(JSON.stringify({ userId, isRunning }));
}

/** What this device kept of the signed-in user's membership, or null (nothing, or not theirs). */
export function rememberedMembership(): RememberedMembership | null {
  const raw = session.getMembership();
  const userId = session.getUser()?._id;
  if (raw === null || !userId) return null;
  try {
    const remembered = rememberedSchema.safeParse(JSON.parse(raw));
    if (!remembered.success || remembered.data.userId !== userId) return null;
    return remembered.data.isRunning ? 'running' : 'none';
  } catch {
    return null;
  }
}
