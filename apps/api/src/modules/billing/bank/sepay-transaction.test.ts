import { describe, expect, it } from 'vitest';
import { isSepayApiKey } from './sepay-api-key';
import { fromVietnamTime, sepayTransactionSchema } from './sepay-transaction';

/** SePay's documented example delivery. */
const example = {
  id: 92704,
  gateway: 'Vietcombank',
  transactionDate: '2023-03-25 14:02:37',
  accountNumber: '0123499999',
  code: null,
  content: 'chuyen tien mua iphone',
  transferType: 'in',
  transferAmount: 2277000,
  accumulated: 19077000,
  subAccount: null,
  referenceCode: 'MBVCB.3278907687',
  description: '',
};

describe("SePay's transaction", () => {
  it('reads the documented example, its time in Vietnam time', () => {
    const transaction = sepayTransactionSchema.parse(example);
    expect(transaction).toMatchObject({ id: '92704', transferType: 'in', transferAmount: 2277000 });
    expect(transaction.transactionDate.toISOString()).toBe('2023-03-25T07:02:37.000Z');
  });

  it('refuses what is not a transaction', () => {
    for (const wrong of [
      { transferType: 'sideways' },
      { transferAmount: -1 },
      { transferAmount: 10.5 },
      { transferAmount: '2277000' },
      { transactionDate: '2023-03-25T14:02:37' },
      { id: undefined },
      { content: undefined },
    ])
      expect(sepayTransactionSchema.safeParse({ ...example, ...wrong }).success).toBe(false);
  });

  it('reads only real times', () => {
    expect(fromVietnamTime('2024-02-29 00:00:00')?.toISOString()).toBe('2024-02-28T17:00:00.000Z');
    expect(fromVietnamTime('2023-02-29 00:00:00')).toBeUndefined();
    expect(fromVietnamTime('2023-01-01 24:00:00')).toBeUndefined();
    expect(fromVietnamTime('2023-1-01 10:00:00')).toBeUndefined();
  });
});

describe('isSepayApiKey', () => {
  const key = 'sepay-secret-key-0123456789';
  it('accepts only `Apikey <our key>`', () => {
    expect(isSepayApiKey(`Apikey ${key}`, key)).toBe(true);
    expect(isSepayApiKey(`apikey ${key}`, key)).toBe(true);
    expect(isSepayApiKey(`Bearer ${key}`, key)).toBe(false);
    expect(isSepayApiKey(`Apikey ${key}x`, key)).toBe(false);
    expect(isSepayApiKey('Apikey ', key)).toBe(false);
    expect(isSepayApiKey(undefined, key)).toBe(false);
  });
});
