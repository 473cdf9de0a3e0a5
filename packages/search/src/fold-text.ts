/**
 * Case and diacritic folding in JavaScript, mirroring the SQL function `postradar_fold` (migration
 * 0001) for Latin and Vietnamese text: lower case, no diacritics, đ -> d, every run of characters
 * other than a-z and 0-9 becomes one space. The database folds documents and queries itself; this
 * copy serves tests (the reference evaluator) and clients (highlighting).
 */
const specialLetters: Record<string, string> = {
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  þ: 'th',
  ð: 'd',
};

export function foldText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[đßæœøłþð]/g, (letter) => specialLetters[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a text as search sees them. */
export function foldWords(input: string): string[] {
  const folded = foldText(input);
  return folded === '' ? [] : folded.split(' ');
}
