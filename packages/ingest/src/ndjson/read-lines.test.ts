import { describe, expect, it } from 'vitest';
import { readLines, type RawLine } from './read-lines';

async function collect(chunks: (string | Uint8Array)[], maxLength?: number) {
  async function* source() {
    yield* chunks;
  }
  const lines: RawLine[] = [];
  for await (const line of readLines(source(), maxLength)) lines.push(line);
  return lines;
}

describe('readLines', () => {
  it('numbers lines across chunks, with CRLF, a BOM, blank lines and no final newline', async () => {
    expect(await collect(['\uFEFFa', 'b\r\n\n  \nc', 'd\n', 'e'])).toEqual([
      { number: 1, text: 'ab' },
      { number: 4, text: 'cd' },
      { number: 5, text: 'e' },
    ]);
  });

  it('decodes UTF-8 split inside a character', async () => {
    const bytes = Buffer.from('Áo thun cho mẹ\nQuà tặng\n');
    const chunks = [...bytes].map((byte) => Uint8Array.of(byte));
    expect(await collect(chunks)).toEqual([
      { number: 1, text: 'Áo thun cho mẹ' },
      { number: 2, text: 'Quà tặng' },
    ]);
  });

  it('reports an overlong line without keeping it and goes on', async () => {
    expect(
      await collect(['ok\n', 'x'.repeat(6), 'y'.repeat(6), '\nnext\n', 'z'.repeat(20)], 10),
    ).toEqual([
      { number: 1, text: 'ok' },
      { number: 2, error: 'line is longer than 10 characters' },
      { number: 3, text: 'next' },
      { number: 4, error: 'line is longer than 10 characters' },
    ]);
  });
});
