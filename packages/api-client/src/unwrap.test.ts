import { successEnvelope } from '@postradar/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from './api-error';
import { unwrap } from './unwrap';

const profileResponse = successEnvelope(z.object({ name: z.string(), email: z.email() }));
const call = { method: 'get', url: '/user/profile' };

describe('unwrap', () => {
  it('returns the validated data', () => {
    const data = unwrap(profileResponse)({
      data: { success: true, data: { name: 'Lan', email: 'lan@example.com' } },
    });
    expect(data).toEqual({ name: 'Lan', email: 'lan@example.com' });
  });

  it('fails clearly, naming the call and the field, when the body is unexpected', () => {
    const read = () =>
      unwrap(profileResponse)({
        data: { success: true, data: { name: 'Lan', email: 42 } },
        status: 200,
        config: call,
      });
    expect(read).toThrow(ApiError);
    expect(read).toThrow(
      /^Unexpected response from GET \/user\/profile:\n✖ Invalid input: expected string, received number\n {2}→ at data\.email$/,
    );
    try {
      read();
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
    }
  });

  it("rejects with the server's message when the envelope says the call failed", () => {
    const read = () =>
      unwrap(profileResponse)({
        data: { success: false, message: 'Not allowed.', code: 'FORBIDDEN' },
      });
    expect(read).toThrow(ApiError);
    expect(read).toThrow('Not allowed.');
  });

  it('keeps the field errors of a failed envelope, and none when it has none', () => {
    const fieldErrors = [{ field: 'name', code: 'too_long', maximum: 80 }];
    const fail = (data: unknown) => {
      try {
        unwrap(profileResponse)({ data, status: 400 });
      } catch (error) {
        return error as ApiError;
      }
      throw new Error('expected the envelope to be refused');
    };
    expect(
      fail({ success: false, message: 'Invalid', code: 'VALIDATION_FAILED', fieldErrors })
        .fieldErrors,
    ).toEqual(fieldErrors);
    expect(fail({ success: false, message: 'Not allowed.' }).fieldErrors).toEqual([]);
  });
});
