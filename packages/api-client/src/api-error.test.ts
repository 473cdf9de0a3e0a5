import { AxiosError, AxiosHeaders, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, toApiError } from './api-error';

const config = (timeout: number): InternalAxiosRequestConfig => ({
  headers: new AxiosHeaders(),
  timeout,
});

describe('toApiError', () => {
  it("words timeouts as axios does: 'timeout of 30000ms exceeded'", () => {
    const error = new AxiosError('anything', AxiosError.ECONNABORTED, config(30000));
    error.message = 'timeout of 30000ms exceeded';
    expect(toApiError(error).message).toBe('timeout of 30000ms exceeded');
    const clarified = new AxiosError('timeout', AxiosError.ETIMEDOUT, config(30000));
    expect(toApiError(clarified).message).toBe('timeout of 30000ms exceeded');
  });

  it("keeps 'Request aborted' apart from timeouts and cancellation", () => {
    const error = new AxiosError('Request aborted', AxiosError.ECONNABORTED, config(30000));
    expect(toApiError(error)).toMatchObject({ message: 'Request aborted', isCanceled: false });
  });

  it('flags cancellation', () => {
    expect(toApiError(new CanceledError())).toMatchObject({
      isCanceled: true,
      message: 'canceled',
    });
  });

  it("reports any failure without a response as 'Network Error'", () => {
    const refused = new AxiosError('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED', config(1));
    expect(toApiError(refused)).toMatchObject({ message: 'Network Error', code: 'ERR_NETWORK' });
  });

  it('passes ApiErrors through and wraps anything else', () => {
    const apiError = new ApiError('x');
    expect(toApiError(apiError)).toBe(apiError);
    const wrapped = toApiError(new TypeError('boom'));
    expect(isApiError(wrapped)).toBe(true);
    expect(wrapped.message).toBe('boom');
  });
});
