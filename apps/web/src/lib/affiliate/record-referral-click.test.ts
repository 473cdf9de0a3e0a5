import { ApiError } from '@postradar/api-client';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { recordReferralClick } from './record-referral-click';

/** Answers POST /api/referral/clicks with `answer`, and gives the codes sent. */
function spyOnClicks(answer: () => Promise<unknown>) {
  const post = vi.spyOn(api.main, 'post').mockImplementation(answer as typeof api.main.post);
  return () =>
    post.mock.calls
      .filter(([url]) => url === '/referral/clicks')
      .map(([, body]) => (body as { code: string }).code);
}

const counted = () =>
  Promise.resolve({ data: { success: true, data: { counted: true } }, status: 200 });

describe('recordReferralClick', () => {
  it('sends a code once per tab, whatever its case', () => {
    const codesSent = spyOnClicks(counted);
    recordReferralClick('anna10');
    recordReferralClick('anna10');
    recordReferralClick('ANNA10');
    recordReferralClick('bob_7');
    expect(codesSent()).toEqual(['anna10', 'bob_7']);
    expect(window.sessionStorage.getItem('postradar.referralClick.anna10')).toBe('1');
  });

  it('changes nothing for the visitor when the call fails', async () => {
    const failure = new ApiError('Too many requests', { status: 429, code: 'RATE_LIMITED' });
    const codesSent = spyOnClicks(() => Promise.reject(failure));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => recordReferralClick('anna10')).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(codesSent()).toEqual(['anna10']);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('still sends the click when the tab keeps no session storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const codesSent = spyOnClicks(counted);
    recordReferralClick('anna10');
    expect(codesSent()).toEqual(['anna10']);
  });
});
