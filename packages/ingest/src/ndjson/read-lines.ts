/** Longest line accepted, in characters; a longer one is reported and skipped, never buffered. */
export const MAX_LINE_LENGTH = 1_000_000;

export type RawLine =
  | { number: number; text: string; error?: undefined }
  | { number: number; text?: undefined; error: string };

/**
 * Splits a stream of text or UTF-8 bytes into numbered lines in constant memory: only the current
 * line is held, and a line longer than `maxLength` is dropped as it arrives and reported as an
 * error. Accepts `\n` and `\r\n` endings and a leading byte-order mark; a last line without a
 * newline counts. Blank lines keep their numbers but are not yielded.
 */
export async function* readLines(
  input: AsyncIterable<string | Uint8Array>,
  maxLength = MAX_LINE_LENGTH,
): AsyncGenerator<RawLine> {
  const decoder = new TextDecoder('utf-8');
  let carry = '';
  let isOverlong = false;
  let number = 0;

  function* finish(text: string): Generator<RawLine> {
    number++;
    if (isOverlong || text.length > maxLength) {
      isOverlong = false;
      yield { number, error: `line is longer than ${maxLength} characters` };
      return;
    }
    let line = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (number === 1 && line.startsWith('\uFEFF')) line = line.slice(1);
    if (line.trim() !== '') yield { number, text: line };
  }

  for await (const chunk of input) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      const line = carry + text.slice(start, end);
      carry = '';
      yield* finish(line);
      start = end + 1;
    }
    if (!isOverlong) {
      carry += text.slice(start);
      if (carry.length > maxLength) {
        isOverlong = true;
        carry = '';
      }
    }
  }
  const rest = carry + decoder.decode();
  if (rest !== '' || isOverlong) yield* finish(rest);
}
