import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-error-text';

describe('fieldErrorText', () => {
  it("keeps the reason of the server's validation message", () => {
    expect(
      fieldErrorText("Invalid body field 'settings.phone': must be a phone number: digits only"),
    ).toBe('Must be a phone number: digits only');
  });

  it('leaves any other message as it is', () => {
    expect(fieldErrorText('Please sign in.')).toBe('Please sign in.');
  });
});
