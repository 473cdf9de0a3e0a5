import { describe, expect, it } from 'vitest';
import { readTransferForm } from './read-transfer-form';

const read = (content: string, amount: string) =>
  readTransferForm(new URLSearchParams({ content, amount }));

describe('readTransferForm', () => {
  it('reads whole dong written with or without thousands separators', () => {
    for (const amount of ['1522000', '1.522.000', '1,522,000', ' 1 522 000 '])
      expect(read(' standard PR7K2Q ', amount)).toEqual({
        content: 'standard PR7K2Q',
        amountVnd: 1_522_000,
      });
  });

  it('refuses a missing note and an amount that is not whole dong above 0', () => {
    expect(read('  ', '1000')).toEqual({ error: 'Write the transfer content (the note).' });
    for (const amount of ['', '-1000', '1000đ', '0', '1'.repeat(13)])
      expect(read('note', amount)).toHaveProperty('error');
  });
});
