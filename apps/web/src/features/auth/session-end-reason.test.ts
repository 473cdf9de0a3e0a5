import { createI18n } from '@postradar/ui';
import { describe, expect, it } from 'vitest';
import { sessionEndReason } from './session-end-reason';

describe('sessionEndReason', () => {
  it("words the API's reasons in the user's language, keeping the English texts", () => {
    const other = 'Your account is being used on another device.';
    expect(sessionEndReason(other, createI18n('en').t)).toBe(other);
    expect(sessionEndReason(other, createI18n('vi').t)).toBe(
      'Tài khoản của bạn đang được sử dụng trên một thiết bị khác.',
    );
    expect(sessionEndReason('Access token was expired.', createI18n('vi').t)).toBe(
      'Phiên truy cập đã hết hạn.',
    );
  });

  it('shows any other reason as it came', () => {
    expect(sessionEndReason('Request failed with status code 500', createI18n('vi').t)).toBe(
      'Request failed with status code 500',
    );
  });
});
