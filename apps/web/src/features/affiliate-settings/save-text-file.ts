/** How long an object URL lives after its download starts: browsers may still read it then. */
const objectUrlLifetimeMs = 30_000;

/**
 * Saves `text` as a file named `fileName` through the browser's download. It starts with a byte
 * order mark, so that spreadsheets read it as UTF-8 (masked e-mails hold '•', names diacritics).
 */
export function saveTextFile(text: string, fileName: string, mediaType: string): void {
  const blob = new Blob([`\uFEFF${text}`], { type: `${mediaType};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}
