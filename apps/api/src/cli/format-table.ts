/**
 * Lines of a table for a terminal: each column as wide as its widest cell, two spaces apart,
 * text left-aligned and the columns `numeric` names right-aligned.
 */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: ReadonlySet<number> = new Set(),
): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  return [header, ...rows].map((cells) =>
    cells
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
}
