import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, readErrorEnvelope, toApiError } from './api-error';

describe('toApiError', () => {
  it('passes ApiErrors through and wraps anything else, keeping its message', () => {
    const apiError = new ApiError('x');
    expect(toApiError(apiError)).toBe(apiError);
    const wrapped = toApiError(new TypeError('boom'));
    expect(isApiError(wrapped)).toBe(true);
    expect(wrapped).toMatchObject({ message: 'boom', isCanceled: false, fieldErrors: [] });
    expect(toApiError('plain').message).toBe('plain');
  });
});

describe('readErrorEnvelope', () => {
  it('reads a failed envelope and nothing else', () => {
    expect(readErrorEnvelope({ success: false, message: 'No.', code: 'FORBIDDEN' })).toMatchObject({
      message: 'No.',
      code: 'FORBIDDEN',
    });
    expect(readErrorEnvelope({ success: true, data: 1 })).toBeUndefined();
    expect(readErrorEnvelope('bad gateway')).toBeUndefined();
  });
});
