import { describe, expect, it } from 'vitest';
import { formatTable } from './format-table';

describe('formatTable', () => {
  it('pads each column to its widest cell, numbers to the right, without trailing spaces', () => {
    expect(
      formatTable(
        ['email', 'paid', 'note'],
        [
          ['lan@example.com', '5.00', ''],
          ['m@x.vn', '120.50', 'first'],
        ],
        new Set([1]),
      ),
    ).toEqual([
      'email              paid  note',
      'lan@example.com    5.00',
      'm@x.vn           120.50  first',
    ]);
  });

  it('prints the header alone for no rows', () => {
    expect(formatTable(['email', 'paid'], [])).toEqual(['email  paid']);
  });
});
