import { successEnvelope } from '@postradar/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from './api-error';
import { unwrap } from './unwrap';

const profileResponse = successEnvelope(z.object({ name: z.string(), email: z.email() }));
const call = { method: 'get', url: '/user/profile' };

describe('unwrap', () => {
  it('resolves with the validated data', async () => {
    const data = await unwrap(profileResponse)({
      data: { success: true, data: { name: 'Lan', email: 'lan@example.com' } },
    });
    expect(data).toEqual({ name: 'Lan', email: 'lan@example.com' });
  });

  it('fails clearly, naming the call and the field, when the body is unexpected', async () => {
    const read = unwrap(profileResponse)({
      data: { success: true, data: { name: 'Lan', email: 42 } },
      status: 200,
      config: call,
    });
    await expect(read).rejects.toThrow(ApiError);
    await expect(read).rejects.toThrow(
      /^Unexpected response from GET \/user\/profile:\n✖ Invalid input: expected string, received number\n {2}→ at data\.email$/,
    );
    await expect(read).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
  });

  it("rejects with the server's message when the envelope says the call failed", async () => {
    const read = unwrap(profileResponse)({
      data: { success: false, message: 'Not allowed.', code: 'FORBIDDEN' },
    });
    await expect(read).rejects.toThrow(ApiError);
    await expect(read).rejects.toThrow('Not allowed.');
  });

  it('keeps the field errors of a failed envelope, and none when it has none', async () => {
    const fieldErrors = [{ field: 'name', code: 'too_long', maximum: 80 }];
    const fail = (data: unknown) => unwrap(profileResponse)({ data, status: 400 });
    await expect(
      fail({ success: false, message: 'Invalid', code: 'VALIDATION_FAILED', fieldErrors }),
    ).rejects.toMatchObject({ fieldErrors });
    await expect(fail({ success: false, message: 'Not allowed.' })).rejects.toMatchObject({
      fieldErrors: [],
    });
  });
});
