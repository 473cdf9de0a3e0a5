import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { createQueryClient } from '../query-client';
import { session } from '../session/session-storage';
import { signIn } from '../../test/render-with-providers';
import { answer, membershipOf } from './billing-test-kit';
import { membershipQuery, membershipQueryKey } from './membership-query';
import { rememberedMembership } from './remembered-membership';

describe('the membership kept on this device', () => {
  beforeEach(() => {
    signIn();
  });

  it('is whether the plan was running at the API’s last answer, until sign-out', async () => {
    const get = vi.spyOn(api.payment, 'get').mockResolvedValue(answer(null));
    const queryClient = createQueryClient();
    expect(rememberedMembership()).toBeNull();
    await queryClient.fetchQuery(membershipQuery());
    expect(rememberedMembership()).toBe('none');
    // A plan bought since: the next answer says so.
    get.mockResolvedValue(answer(membershipOf()));
    await queryClient.refetchQueries({ queryKey: membershipQueryKey });
    expect(rememberedMembership()).toBe('running');
    // A plan that ended is none.
    get.mockResolvedValue(answer(membershipOf({ isExpired: true })));
    await queryClient.refetchQueries({ queryKey: membershipQueryKey });
    expect(rememberedMembership()).toBe('none');
    session.clear();
    expect(rememberedMembership()).toBeNull();
  });

  it('keeps nothing from a failed answer, nor without a signed-in user', async () => {
    const get = vi.spyOn(api.payment, 'get').mockRejectedValue(new Error('offline'));
    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery({ ...membershipQuery(), retry: false })).rejects.toThrow();
    expect(session.getMembership()).toBeNull();
    session.setUser(null);
    get.mockResolvedValue(answer(null));
    await queryClient.fetchQuery(membershipQuery());
    expect(session.getMembership()).toBeNull();
  });

  it('is nothing for another user, nor when what is kept cannot be read', () => {
    session.setMembership(JSON.stringify({ userId: 'user-2', isRunning: false }));
    expect(rememberedMembership()).toBeNull();
    session.setMembership('{not json');
    expect(rememberedMembership()).toBeNull();
    session.setMembership(JSON.stringify({ userId: 'user-1', isRunning: 'no' }));
    expect(rememberedMembership()).toBeNull();
    session.setMembership(JSON.stringify({ userId: 'user-1' }));
    expect(rememberedMembership()).toBeNull();
    session.setMembership(JSON.stringify({ userId: 'user-1', isRunning: false }));
    expect(rememberedMembership()).toBe('none');
    session.setMembership(JSON.stringify({ userId: 'user-1', isRunning: true }));
    expect(rememberedMembership()).toBe('running');
  });
});
