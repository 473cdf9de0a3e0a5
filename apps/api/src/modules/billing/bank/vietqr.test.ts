import fc from 'fast-check';
import { QRPay } from 'vietnam-qr-pay';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, encodeVietQr, isBankSafeText, VietQrError } from './vietqr';

/** The checksum a payload ends with matches the CRC of everything before it. */
function hasValidCrc(payload: string) {
  return crc16CcittFalse(payload.slice(0, -4)) === payload.slice(-4);
}

/** What the vietnam-qr-pay package reads from a payload. */
function decode(payload: string) {
  const qr = new QRPay(payload);
  return {
    isValid: qr.isValid,
    provider: qr.provider.name,
    service: qr.provider.service,
    initMethod: qr.initMethod,
    bankBin: qr.consumer.bankBin,
    accountNumber: qr.consumer.bankNumber,
    amount: qr.amount,
    currency: qr.currency,
    nation: qr.nation,
    note: qr.additionalData.purpose,
  };
}

const word = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);

/** Transfers within every limit of the format. */
const transfers = fc.record({
  bankBin: fc.stringMatching(/^\d{6}$/),
  accountNumber: fc.stringMatching(/^[0-9A-Za-z]{1,19}$/),
  amountVnd: fc.integer({ min: 1, max: 10 ** 13 - 1 }),
  note: fc
    .array(word, { minLength: 1, maxLength: 8 })
    .map((words) => words.join(' ').slice(0, 95).trim())
    .filter(isBankSafeText),
});

describe('encodeVietQr', () => {
  it("produces the vietnam-qr-pay README's dynamic VietQR example, character for character", () => {
    expect(
      encodeVietQr({
        bankBin: '970416',
        accountNumber: '257678859',
        amountVnd: 10_000,
        note: 'Chuyen tien',
      }),
    ).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
    );
  });

  it('computes CRC-16/CCITT-FALSE (its check value, and the README examples)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    const staticExample =
      '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F';
    expect(hasValidCrc(staticExample)).toBe(true);
  });

  it('encodes a bill of PostRadar that vietnam-qr-pay reads back', () => {
    const payload = encodeVietQr({
      bankBin: '970436',
      accountNumber: '0123456789',
      amountVnd: 1_522_000,
      note: 'standard lan example com PRABCD2345',
    });
    expect(hasValidCrc(payload)).toBe(true);
    expect(decode(payload)).toEqual({
      isValid: true,
      provider: 'VIETQR',
      service: 'QRIBFTTA',
      initMethod: '12',
      bankBin: '970436',
      accountNumber: '0123456789',
      amount: '1522000',
      currency: '704',
      nation: 'VN',
      note: 'standard lan example com PRABCD2345',
    });
  });

  it('refuses what a banking app would misread or refuse', () => {
    const valid = {
      bankBin: '970436',
      accountNumber: '0123456789',
      amountVnd: 1000,
      note: 'ok',
    };
    for (const wrong of [
      { bankBin: '97043' },
      { accountNumber: '0123-456' },
      { accountNumber: '1'.repeat(20) },
      { amountVnd: 0 },
      { amountVnd: 12.5 },
      { amountVnd: 10 ** 13 },
      { note: 'lan@example.com' },
      { note: 'Chuyển tiền' },
      { note: ' leading' },
      { note: 'two  spaces' },
      { note: '' },
      { note: 'x'.repeat(96) },
    ])
      expect(() => encodeVietQr({ ...valid, ...wrong }), JSON.stringify(wrong)).toThrow(
        VietQrError,
      );
  });

  it('round-trips the bank, account, amount and note of any transfer through a decoder', () => {
    fc.assert(
      fc.property(transfers, (transfer) => {
        const payload = encodeVietQr(transfer);
        expect(hasValidCrc(payload)).toBe(true);
        expect(decode(payload)).toMatchObject({
          isValid: true,
          bankBin: transfer.bankBin,
          accountNumber: transfer.accountNumber,
          amount: String(transfer.amountVnd),
          note: transfer.note,
        });
      }),
    );
  });

  it('never lets a changed character pass the checksum', () => {
    fc.assert(
      fc.property(transfers, fc.nat(), (transfer, at) => {
        const payload = encodeVietQr(transfer);
        const index = at % (payload.length - 4);
        const changed = payload[index] === '1' ? '2' : '1';
        const corrupted = payload.slice(0, index) + changed + payload.slice(index + 1);
        expect(hasValidCrc(corrupted)).toBe(false);
      }),
    );
  });
});
