/**
 * A decoded Stripe request: the SDK and Stripe.js send nested parameters form-encoded with
 * brackets (`card[number]=…`, `expand[0]=…`, `expand[]=…`), values are always strings.
 */
export interface FormFields {
  [key: string]: FormValue;
}
export type FormValue = string | FormFields | FormValue[];

/** Decodes a query string or an `application/x-www-form-urlencoded` body into nested fields. */
export function parseForm(encoded: string): FormFields {
  const root: FormFields = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const [head = key, ...rest] = key.replace(/\]/g, '').split('[');
    assign(root, [head, ...rest], value);
  }
  return arraysFromIndexes(root) as FormFields;
}

function assign(target: FormFields, path: string[], value: string): void {
  const [key = '', ...rest] = path;
  const slot = key === '' ? String(Object.keys(target).length) : key;
  if (rest.length === 0) {
    target[slot] = value;
    return;
  }
  const child = target[slot];
  const next = typeof child === 'object' && !Array.isArray(child) ? child : {};
  target[slot] = next;
  assign(next, rest, value);
}

/** Objects whose keys are all 0, 1, 2… become arrays (`expand[0]`, `expand[]`). */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysFromIndexes(value[key] ?? '')] as const);
  const indexed = keys.length > 0 && keys.every((key, index) => key === String(index));
  return indexed ? entries.map(([, child]) => child) : Object.fromEntries(entries);
}

/** A nested object field (`card`, `metadata`, `invoice_settings`), or an empty one. */
export function objectField(fields: FormFields, name: string): FormFields {
  const value = fields[name];
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** A string field; absent and non-string values read as undefined. */
export function textField(fields: FormFields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' ? value : undefined;
}

/** A boolean field as the SDK sends it (`true` / `false`). */
export function flagField(fields: FormFields, name: string): boolean {
  return textField(fields, name) === 'true';
}

/** A list of strings (`expand[0]=a&expand[1]=b`). */
export function listField(fields: FormFields, name: string): string[] {
  const value = fields[name];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** String-valued entries of a nested field (metadata). */
export function stringEntries(fields: FormFields): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
