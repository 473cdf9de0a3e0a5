import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('CSV', () => {
  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('Standard, monthly')).toBe('"Standard, monthly"');
    expect(csvCell('the "pro" plan')).toBe('"the ""pro"" plan"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t']) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends every line with CRLF', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['1', ''],
      ]),
    ).toBe('a,b\r\n1,\r\n');
    expect(csvDocument([])).toBe('');
  });
});
