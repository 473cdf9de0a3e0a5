import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billCodesIn, newBillCode } from '../bill-code';
import { bankSafeText, transferNote, transferNoteMaxLength } from './transfer-note';
import { isBankSafeText } from './vietqr';

describe('transferNote', () => {
  it('names the bill code first, then the plan and the account e-mail, in words every bank keeps', () => {
    expect(
      transferNote({ planSlug: 'standard', email: 'lan@example.com', billCode: 'PRABCD2345' }),
    ).toBe('PRABCD2345 standard lan example com');
    expect(
      transferNote({
        planSlug: 'standard-drs',
        email: 'Đặng.Thị+shop@ví-dụ.vn',
        billCode: 'PRABCD2345',
      }),
    ).toBe('PRABCD2345 standard drs Dang Thi shop vi du vn');
  });

  it('shortens a long e-mail and keeps the bill code whole', () => {
    const note = transferNote({
      planSlug: 'pod-drs',
      email: `${'a'.repeat(80)}@example.com`,
      billCode: 'PRABCD2345',
    });
    expect(note).toHaveLength(transferNoteMaxLength);
    expect(note.startsWith('PRABCD2345 pod drs ')).toBe(true);
  });

  it('is always bank-safe, within the limit, and carries its bill code', () => {
    fc.assert(
      fc.property(fc.string(), fc.emailAddress(), (slug, email) => {
        const billCode = newBillCode();
        const note = transferNote({ planSlug: slug, email, billCode });
        expect(isBankSafeText(note)).toBe(true);
        expect(note.length).toBeLessThanOrEqual(transferNoteMaxLength);
        expect(billCodesIn(note)).toContain(billCode);
      }),
    );
  });

  it('bankSafeText turns every other character into one space', () => {
    expect(bankSafeText('  a@@b..c  ')).toBe('a b c');
    expect(bankSafeText('@.')).toBe('');
  });
});
