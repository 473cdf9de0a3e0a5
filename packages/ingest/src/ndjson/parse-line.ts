import {
  importLineSchema,
  importLineTypes,
  unstorableTextReason,
  type ImportLine,
} from '@postradar/contracts';

export type ParsedLine =
  | { ok: true; line: ImportLine }
  | { ok: false; reason: string; /** The line's type when it could be read. */ type: string };

function typeOf(value: unknown): string {
  const type = (value as { type?: unknown } | null)?.type;
  return typeof type === 'string' && (importLineTypes as readonly string[]).includes(type)
    ? type
    : 'unknown';
}

/** The first text in `value` the database could not store, with its path (`tags.1`). */
function findUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') {
    const reason = unstorableTextReason(value);
    return reason && (path.length > 0 ? `${path.join('.')}: ${reason}` : reason);
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * One NDJSON line: JSON, then the line schema. The reason names the first problem and its field,
 * e.g. `metrics.reactions.like: must be a whole number`. Text the database cannot store (a NUL
 * character, a lone surrogate half) makes the line invalid too, not the batch it would be stored in.
 */
export function parseImportLine(text: string): ParsedLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, type: 'unknown', reason: `not valid JSON (${(error as Error).message})` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, type: 'unknown', reason: 'not a JSON object' };
  }
  const result = importLineSchema.safeParse(value);
  if (result.success) {
    const unstorable = findUnstorableText(result.data);
    if (unstorable) return { ok: false, type: result.data.type, reason: unstorable };
    return { ok: true, line: result.data };
  }
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const message = issue?.message ?? 'invalid';
  return { ok: false, type: typeOf(value), reason: path ? `${path}: ${message}` : message };
}
