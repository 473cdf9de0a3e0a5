import { rememberedMembership } from '../billing/remembered-membership';
import { isMembershipExempt } from './membership-exempt';

/** The signed-in user as the rule reads them: their roles and scopes. */
interface Account {
  roles: readonly string[];
  scopes: readonly string[];
}

/**
 * Whether the membership of `user` counts as missing until the API answers it: this device
 * remembers them without a running plan, and a plan is what they need (the staff roles and the
 * admins need none). Their screens then wait for the answer instead of calling what the API would
 * refuse; a user remembered with a plan, or not remembered at all, never waits.
 */
export function isMembershipPresumedMissing(user: Account | null | undefined): boolean {
  if (!user || isMembershipExempt(user.roles) || user.scopes.includes('admin')) return false;
  return rememberedMembership() === 'none';
}
