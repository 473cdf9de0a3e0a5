import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-keys';

describe('createAttemptKeys', () => {
  it('hands out one key per order until it is renewed or the order changes', () => {
    let made = 0;
    const keys = createAttemptKeys(() => `key-${++made}`);
    expect(keys.take('paypal|standard')).toBe('key-1');
    expect(keys.take('paypal|standard')).toBe('key-1');
    expect(keys.take('bank|standard')).toBe('key-2');
    keys.renew();
    expect(keys.take('bank|standard')).toBe('key-3');
  });

  it('makes UUIDs by default', () => {
    expect(createAttemptKeys().take('order')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
