import { describe, expect, it } from 'vitest';
import { decimalDigits, roundDigits, shiftDigits } from './decimal-digits';

describe('decimalDigits', () => {
  it('reads the digits JavaScript writes, exponents included', () => {
    expect(decimalDigits(2.05)).toEqual({ whole: '2', fraction: '05' });
    expect(decimalDigits(1200)).toEqual({ whole: '1200', fraction: '' });
    expect(decimalDigits(1.5e21)).toEqual({ whole: '1500000000000000000000', fraction: '' });
    expect(decimalDigits(2.5e-7)).toEqual({ whole: '0', fraction: '00000025' });
  });
});

describe('roundDigits', () => {
  it('rounds halves away from zero on the decimal digits', () => {
    expect(roundDigits(decimalDigits(2.05), 1)).toEqual({ whole: '2', fraction: '1' });
    expect(roundDigits(decimalDigits(2.04), 1)).toEqual({ whole: '2', fraction: '' });
    expect(roundDigits(decimalDigits(0.5), 0)).toEqual({ whole: '1', fraction: '' });
  });

  it('carries through nines into a new digit', () => {
    expect(roundDigits(decimalDigits(999.96), 1)).toEqual({ whole: '1000', fraction: '' });
    expect(roundDigits(decimalDigits(19.95), 1)).toEqual({ whole: '20', fraction: '' });
  });
});

describe('shiftDigits', () => {
  it('moves the point left, padding with zeros', () => {
    expect(shiftDigits(decimalDigits(17565), 3)).toEqual({ whole: '17', fraction: '565' });
    expect(shiftDigits(decimalDigits(42), 3)).toEqual({ whole: '0', fraction: '042' });
    expect(shiftDigits(decimalDigits(5000), 3)).toEqual({ whole: '5', fraction: '' });
  });
});
