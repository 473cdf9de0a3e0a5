import { describe, expect, it } from 'vitest';
import type { HttpResponse } from './http-service';
import {
  canceledRequest,
  failedResponse,
  failedTransport,
  timedOutRequest,
} from './request-failures';

const answer = (status: number, data: unknown): HttpResponse => ({
  data,
  status,
  statusText: '',
  headers: new Headers(),
  config: { method: 'GET', url: '/x' },
});

describe('the failures of a request', () => {
  it("words an answer with the envelope's message, else 'Request failed with status code N'", () => {
    const fieldErrors = [{ field: 'name', code: 'too_long', maximum: 80 }];
    const envelope = { success: false, message: 'Invalid', code: 'VALIDATION_FAILED', fieldErrors };
    expect(failedResponse(answer(400, envelope))).toMatchObject({
      message: 'Invalid',
      status: 400,
      code: 'VALIDATION_FAILED',
      fieldErrors,
      data: envelope,
    });
    expect(failedResponse(answer(502, 'bad gateway'))).toMatchObject({
      message: 'Request failed with status code 502',
      status: 502,
      data: 'bad gateway',
    });
  });

  it("words timeouts as 'timeout of Nms exceeded' and flags cancellation", () => {
    expect(timedOutRequest(30000)).toMatchObject({
      message: 'timeout of 30000ms exceeded',
      isCanceled: false,
    });
    expect(canceledRequest()).toMatchObject({ message: 'canceled', isCanceled: true });
  });

  it("reports fetch's TypeError as 'Network Error' and its AbortError as 'Request aborted'", () => {
    expect(failedTransport(new TypeError('fetch failed'))).toMatchObject({
      message: 'Network Error',
      code: 'ERR_NETWORK',
    });
    expect(failedTransport(new DOMException('aborted', 'AbortError'))).toMatchObject({
      message: 'Request aborted',
      isCanceled: false,
    });
    expect(failedTransport(new Error('No API here')).message).toBe('No API here');
  });
});
