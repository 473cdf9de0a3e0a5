import { describe, expect, it } from 'vitest';
import { describeGraphError, MetaGraphError } from './graph-error';

const graphError = (fields: Record<string, unknown>) => ({
  error: { type: 'OAuthException', fbtrace_id: 'AbC', ...fields },
});

describe('describeGraphError', () => {
  it('keeps what Meta tells the user to do, the codes and the trace id', () => {
    const error = describeGraphError(
      400,
      graphError({
        message: 'Application does not have permission for this action',
        code: 10,
        error_subcode: 2332002,
        error_user_title: 'Confirm your identity',
        error_user_msg:
          'You need to confirm your identity and location at https://www.facebook.com/ID.',
      }),
    );
    expect(error).toBeInstanceOf(MetaGraphError);
    expect(error.message).toBe(
      'Meta Graph API error 10/2332002 (OAuthException): Application does not have permission for ' +
        'this action — Confirm your identity: You need to confirm your identity and location at ' +
        'https://www.facebook.com/ID. [HTTP 400, fbtrace_id AbC]',
    );
    expect(error).toMatchObject({ status: 400, code: 10, subcode: 2332002, kind: 'fatal' });
  });

  it.each([
    [400, 4, false, 'rate-limit'],
    [400, 4, true, 'rate-limit'],
    [400, 17, false, 'rate-limit'],
    [400, 32, false, 'rate-limit'],
    [400, 613, false, 'rate-limit'],
    [400, 80_000, false, 'rate-limit'],
    [400, 80_014, false, 'rate-limit'],
    [500, 1, false, 'reduce-data'],
    [400, 1, false, 'reduce-data'],
    [400, 2, false, 'transient'],
    [400, 100, true, 'transient'],
    [503, 100, false, 'transient'],
    [400, 80_015, false, 'fatal'],
    [400, 100, false, 'fatal'],
    [400, 190, false, 'fatal'],
  ] as const)('HTTP %i code %i (transient: %s) is %s', (status, code, isTransient, kind) => {
    const error = describeGraphError(
      status,
      graphError({ message: 'x', code, is_transient: isTransient }),
    );
    expect(error.kind).toBe(kind);
  });

  it('tells server errors from others when the body says nothing', () => {
    expect(describeGraphError(502, null)).toMatchObject({
      message: 'Meta Graph API answered HTTP 502 without an error description',
      code: null,
      kind: 'transient',
    });
    expect(describeGraphError(429, 'Too many').kind).toBe('transient');
    expect(describeGraphError(404, { nothing: true }).kind).toBe('fatal');
  });
});
