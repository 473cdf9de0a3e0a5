import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { session } from '../../lib/session/session-storage';
import { sendStoredAffiliateCode } from './send-stored-affiliate-code';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sendStoredAffiliateCode', () => {
  it('sends the code once after sign-in, then forgets it', async () => {
    session.setAffiliateCode('ANNA10');
    const post = vi
      .spyOn(api.main, 'post')
      .mockResolvedValue({ data: { success: true, data: { referred: true } }, status: 200 });
    await sendStoredAffiliateCode();
    await sendStoredAffiliateCode();
    expect(post).toHaveBeenCalledExactlyOnceWith(
      '/user/affiliate',
      { affiliate: 'ANNA10' },
      expect.anything(),
    );
    expect(session.getAffiliateCode()).toBeNull();
  });

  it('only logs a failure and does not try again', async () => {
    session.setAffiliateCode('ANNA10');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(api.main, 'post').mockRejectedValue(new Error('You cannot refer yourself.'));
    await expect(sendStoredAffiliateCode()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(session.getAffiliateCode()).toBeNull();
  });
});
