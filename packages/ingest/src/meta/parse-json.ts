/** The value of a JSON text; null when there is no text or it is not JSON (bodies and headers Meta sends). */
export function parseJsonOrNull(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
