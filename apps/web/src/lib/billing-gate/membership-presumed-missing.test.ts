import { describe, expect, it } from 'vitest';
import { session } from '../session/session-storage';
import { signIn } from '../../test/render-with-providers';
import { isMembershipPresumedMissing } from './membership-presumed-missing';

const seller = { roles: [], scopes: ['trial'] };

/** Signs in user-1 and keeps on this device whether their plan was running. */
function remember(isRunning: boolean | null) {
  signIn();
  if (isRunning !== null) session.setMembership(JSON.stringify({ userId: 'user-1', isRunning }));
}

describe('a membership presumed missing until the API answers', () => {
  it('is that of a seller this device remembers without a running plan', () => {
    remember(false);
    expect(isMembershipPresumedMissing(seller)).toBe(true);
  });

  it('is not presumed with a plan remembered, with nothing remembered, nor for a visitor', () => {
    remember(true);
    expect(isMembershipPresumedMissing(seller)).toBe(false);
    remember(null);
    expect(isMembershipPresumedMissing(seller)).toBe(false);
    expect(isMembershipPresumedMissing(null)).toBe(false);
  });

  it('is never presumed for the staff who need no plan, nor for the admins', () => {
    remember(false);
    for (const role of ['mod', 'admin-worker', 'idea-mod', 'group-mod', 'beta-checktm', 'admin'])
      expect(isMembershipPresumedMissing({ roles: [role], scopes: [] })).toBe(false);
    expect(isMembershipPresumedMissing({ roles: [], scopes: ['admin'] })).toBe(false);
  });
});
