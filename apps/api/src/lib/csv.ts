/** A cell a spreadsheet would run as a formula ('=', '+', '-', '@', a tab or a carriage return). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. Text that a
 * spreadsheet would run as a formula starts with an apostrophe, which spreadsheets do not show:
 * the cells hold what users typed (a contact, a phone number such as '+84 …', a name).
 */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line of cells. */
export function csvLine(values: readonly string[]): string {
  return values.map(csvCell).join(',');
}

/** A whole CSV file: each line ended by CRLF, as RFC 4180 writes it. */
export function csvDocument(lines: readonly (readonly string[])[]): string {
  return lines.map((values) => `${csvLine(values)}\r\n`).join('');
}
