import { describe, expect, it } from 'vitest';
import { refreshedBehind } from './refreshed-behind';

/** A read that answers when told, counting its calls. */
function controlledRead() {
  const pending: ((value: string) => void)[] = [];
  const read = (_key: object) => new Promise<string>((resolve) => pending.push(resolve));
  return { read, pending };
}

describe('refreshedBehind', () => {
  const key = {};

  it('makes only the first call for a key wait, and shares its read', async () => {
    const { read, pending } = controlledRead();
    const get = refreshedBehind(1000, read, () => 0);
    const first = get(key);
    const second = get(key);
    expect(pending).toHaveLength(1);
    pending[0]?.('one');
    await expect(first).resolves.toBe('one');
    await expect(second).resolves.toBe('one');
  });

  it('gives the value it holds at once when it is old, reading a newer one behind, once', async () => {
    const { read, pending } = controlledRead();
    let time = 0;
    const get = refreshedBehind(1000, read, () => time);
    const first = get(key);
    pending[0]?.('one');
    await first;
    time = 999;
    await expect(get(key)).resolves.toBe('one');
    expect(pending).toHaveLength(1);
    time = 1000;
    await expect(get(key)).resolves.toBe('one');
    await expect(get(key)).resolves.toBe('one');
    expect(pending).toHaveLength(2);
    pending[1]?.('two');
    await Promise.resolve();
    await expect(get(key)).resolves.toBe('two');
    // The newer value counts from when its read began.
    time = 1999;
    await get(key);
    expect(pending).toHaveLength(2);
    time = 2000;
    await get(key);
    expect(pending).toHaveLength(3);
  });

  it('keeps each key apart', () => {
    const { read, pending } = controlledRead();
    const get = refreshedBehind(1000, read, () => 0);
    void get({});
    void get({});
    expect(pending).toHaveLength(2);
  });
});
